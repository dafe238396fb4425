/**
 * What a block may know about the request it renders for. Pages are cached without their query
 * string; only the filtered-view route (src/app/(site)/portfolio--filtre) passes one.
 */
export type BlockContext = {
  /** The page's path, e.g. /realisations. */
  path: string
  query?: Record<string, string | string[] | undefined>
  /** The page's id, for blocks whose calls name their page (the grid's load more and loop refresh). */
  pageId?: number
}
