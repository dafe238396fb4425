/**
 * Where a trigger listens: the page's window and document (a test passes jsdom's). The popups' code
 * may come after the page (docs/decisions/074): `pageStart` is `performance.now()` when the page
 * view began, which a delay counts from; `quietSince` when the visitor last gave a sign (the page's
 * start if none), which inactivity counts from; `clicksBefore` the clicks made before the code came.
 */
export type TriggerEnv = { window: Window; document: Document; pageStart?: number; quietSince?: number; clicksBefore?: number }
/** Starts listening; calls `fire` when the trigger's moment comes; returns what stops it. */
export type Trigger<S> = (settings: S, env: TriggerEnv, fire: () => void) => () => void
