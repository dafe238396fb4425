/** The part of s3rver (no types of its own) the tests use: a Koa app serving buckets from a folder. */
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export default class S3rver {
    constructor(options: { directory: string; silent?: boolean; configureBuckets?: { name: string }[] })
    configureBuckets(): Promise<void>
    callback(): (req: IncomingMessage, res: ServerResponse) => void
  }
}
