// WordPress-compatible read API, single item (docs/api.md): the handlers live in src/features/portfolio/api.
import { portfolioTagRoute } from '@/features/portfolio/api/handlers.server'

export const GET = portfolioTagRoute.GET
export const HEAD = portfolioTagRoute.HEAD
export const POST = portfolioTagRoute.POST
export const PUT = portfolioTagRoute.PUT
export const PATCH = portfolioTagRoute.PATCH
export const DELETE = portfolioTagRoute.DELETE
