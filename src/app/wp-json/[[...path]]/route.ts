// Any address under /wp-json that no route file answers: WordPress's JSON rest_no_route 404,
// never the site's HTML page, so API clients can read the error (docs/api.md).
import { unknownApiRoute } from '@/features/portfolio/api/handlers.server'

export const GET = unknownApiRoute.GET
export const HEAD = unknownApiRoute.HEAD
export const POST = unknownApiRoute.POST
export const PUT = unknownApiRoute.PUT
export const PATCH = unknownApiRoute.PATCH
export const DELETE = unknownApiRoute.DELETE
export const OPTIONS = unknownApiRoute.OPTIONS
