// WordPress-compatible read API (docs/api.md): the handlers live in src/features/portfolio/api.
import { portfolioOtherCategoriesRoute } from '@/features/portfolio/api/handlers.server'

export const GET = portfolioOtherCategoriesRoute.GET
export const HEAD = portfolioOtherCategoriesRoute.HEAD
export const POST = portfolioOtherCategoriesRoute.POST
export const PUT = portfolioOtherCategoriesRoute.PUT
export const PATCH = portfolioOtherCategoriesRoute.PATCH
export const DELETE = portfolioOtherCategoriesRoute.DELETE
