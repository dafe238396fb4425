// WordPress-compatible read API (docs/api.md): the handlers live in src/features/portfolio/api.
import { portfolioCategoriesRoute } from '@/features/portfolio/api/handlers.server'

export const GET = portfolioCategoriesRoute.GET
export const HEAD = portfolioCategoriesRoute.HEAD
export const POST = portfolioCategoriesRoute.POST
export const PUT = portfolioCategoriesRoute.PUT
export const PATCH = portfolioCategoriesRoute.PATCH
export const DELETE = portfolioCategoriesRoute.DELETE
