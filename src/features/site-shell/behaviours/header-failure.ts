import { failureType, showChunkFailure } from '../../ui/lazy'
import { SEARCH_PATH } from '../first-load'

/**
 * A press on one of the header's controls whose code could not come (offline, a new deploy;
 * docs/decisions/071): the search's leads to the search page, which works without it; any other
 * gets the shared French message, whose « Réessayer » runs `retry` (docs/decisions/041).
 */
export function answerFailedPress(control: Element, error: unknown, retry: () => void): void {
  if (control.matches('.site-search__toggle')) window.location.assign(SEARCH_PATH)
  else showChunkFailure({ type: failureType(error), focus: true, retry })
}
