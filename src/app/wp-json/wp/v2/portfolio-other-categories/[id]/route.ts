// WordPress-compatible read API, single item (docs/api.md): the handlers live in src/features/portfolio/api.
import { portfolioOtherCategoryRoute } from '@/features/portfolio/api/handlers.server'

export const GET = portfolioOtherCategoryRoute.GET
export const HEAD = portfolioOtherCategoryRoute.HEAD
export const POST = portfolioOtherCategoryRoute.POST
export const PUT = portfolioOtherCategoryRoute.PUT
export const PATCH = portfolioOtherCategoryRoute.PATCH
export const DELETE = portfolioOtherCategoryRoute.DELETE
