// WordPress-compatible read API, single item (docs/api.md): the handlers live in src/features/portfolio/api.
import { portfolioCategoryRoute } from '@/features/portfolio/api/handlers.server'

export const GET = portfolioCategoryRoute.GET
export const HEAD = portfolioCategoryRoute.HEAD
export const POST = portfolioCategoryRoute.POST
export const PUT = portfolioCategoryRoute.PUT
export const PATCH = portfolioCategoryRoute.PATCH
export const DELETE = portfolioCategoryRoute.DELETE
