import { defaultLoggerOptions, type Config } from 'payload'

type LoggerConfig = Extract<NonNullable<Config['logger']>, { options: unknown }>
type LogMethod = NonNullable<NonNullable<LoggerConfig['options']['hooks']>['logMethod']>

const ERROR_LEVEL = 50

/**
 * Payload logs a refused REST call (401, 403, a malformed query, too many sign-ins) as an error
 * with its stack, about 1.5 KB each: anyone could fill the disk with anonymous requests. Its own
 * `loggingLevels` lowers some of them by the error's class name, but the production build
 * minifies class names (`Forbidden` becomes `l`), so none matched there. Here the rule is the
 * answer's status: a client's mistake (4xx) is one short info line; a 5xx keeps its stack.
 */
const oneLineForClientErrors: LogMethod = function (args, method, level) {
  const [first] = args as unknown[]
  if (level >= ERROR_LEVEL && first && typeof first === 'object' && 'err' in first) {
    const err = (first as { err?: { status?: unknown; message?: unknown } }).err
    if (typeof err?.status === 'number' && err.status >= 400 && err.status < 500) {
      return this.info(`${err.status} ${String(err.message ?? '').slice(0, 200)}`)
    }
  }
  return method.apply(this, args)
}

/** Payload's logger (its pretty output), with the rule above. */
export const payloadLogger = (): LoggerConfig => ({
  options: { hooks: { logMethod: oneLineForClientErrors } },
  destination: defaultLoggerOptions,
})
