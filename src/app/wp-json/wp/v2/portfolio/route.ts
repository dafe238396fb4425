// WordPress-compatible read API (docs/api.md): the handlers live in src/features/portfolio/api.
import { portfolioItemsRoute } from '@/features/portfolio/api/handlers.server'

export const GET = portfolioItemsRoute.GET
export const HEAD = portfolioItemsRoute.HEAD
export const POST = portfolioItemsRoute.POST
export const PUT = portfolioItemsRoute.PUT
export const PATCH = portfolioItemsRoute.PATCH
export const DELETE = portfolioItemsRoute.DELETE
