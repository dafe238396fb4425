// The old site's ajax endpoint, kept for the grid's load more (action=the_grid_load_more, docs/api.md).
import { loadMore } from '@/features/grid/api/handlers.server'

export const dynamic = 'force-dynamic'

export const POST = loadMore

/** WordPress answers a GET without a known action with a bare 400. */
export const GET = () => Response.json({ success: false, message: 'Action inconnue.', content: '', ajax_data: null }, { status: 400 })
