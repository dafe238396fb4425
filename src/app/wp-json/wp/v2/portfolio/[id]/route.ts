// WordPress-compatible read API, single item (docs/api.md): the handlers live in src/features/portfolio/api.
import { portfolioItemRoute } from '@/features/portfolio/api/handlers.server'

export const GET = portfolioItemRoute.GET
export const HEAD = portfolioItemRoute.HEAD
export const POST = portfolioItemRoute.POST
export const PUT = portfolioItemRoute.PUT
export const PATCH = portfolioItemRoute.PATCH
export const DELETE = portfolioItemRoute.DELETE
