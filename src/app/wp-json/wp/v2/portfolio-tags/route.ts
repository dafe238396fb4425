// WordPress-compatible read API (docs/api.md): the handlers live in src/features/portfolio/api.
import { portfolioTagsRoute } from '@/features/portfolio/api/handlers.server'

export const GET = portfolioTagsRoute.GET
export const HEAD = portfolioTagsRoute.HEAD
export const POST = portfolioTagsRoute.POST
export const PUT = portfolioTagsRoute.PUT
export const PATCH = portfolioTagsRoute.PATCH
export const DELETE = portfolioTagsRoute.DELETE
