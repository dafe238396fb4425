import { APIError, type Endpoint, type PayloadHandler, type SanitizedConfig } from 'payload'

import { queryProblem } from './query'

/** A malformed REST query (query.ts): the client's mistake, logged as one line (loggingLevels). */
export class MalformedQuery extends APIError {
  constructor(message: string) {
    super(message, 400, null, true)
    // Set by hand: the production build minifies class names, and Payload answers an error
    // without a name as "An unknown error occurred.".
    this.name = 'MalformedQuery'
  }
}

const guarded = (handler: PayloadHandler): PayloadHandler => (req) => {
  // A GET may come as a POST with Payload's method override and its parameters in a JSON body,
  // which the document's read merges over the query's.
  const body = req.method === 'GET' && typeof req.data === 'object' && req.data !== null && !Array.isArray(req.data) ? req.data : {}
  const problem = queryProblem({ ...(req.query ?? {}), ...body } as Record<string, unknown>, req.searchParams)
  if (problem) throw new MalformedQuery(problem)
  return handler(req)
}

// Payload pushes the same default endpoint objects into every collection's list: wrap each once.
const done = new WeakSet<Endpoint>()

const guardAll = (endpoints: Endpoint[] | false | undefined) => {
  if (!endpoints) return
  for (const endpoint of endpoints) {
    if (done.has(endpoint)) continue
    done.add(endpoint)
    endpoint.handler = guarded(endpoint.handler)
  }
}

/**
 * Checks the query of every REST call before its handler reads it: Payload's own endpoints
 * (find, versions, globals, auth…) are in these lists once the config is built, so this runs on
 * the built config, before any request.
 */
export function guardRestQueries(config: SanitizedConfig): SanitizedConfig {
  guardAll(config.endpoints)
  for (const collection of config.collections) guardAll(collection.endpoints)
  for (const global of config.globals) guardAll(global.endpoints)
  return config
}
