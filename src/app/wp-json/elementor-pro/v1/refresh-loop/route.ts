// The loop refresh of the old site's page builder (spec §7, docs/api.md): a grid's markup for a filter change.
import { refreshLoop } from '@/features/grid/api/handlers.server'

export const dynamic = 'force-dynamic'

export const POST = refreshLoop
