export const NEWS_PATH = '/actualites'
export const postPath = (slug: string) => `${NEWS_PATH}/${slug}`
/** Posts per page of the news list. */
export const POSTS_PER_PAGE = 9
