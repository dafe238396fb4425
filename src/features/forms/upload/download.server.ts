import 'server-only'

import type { Payload } from 'payload'

import { isStaff } from '../../accounts/access'
import { uploadStorage, type UploadStorage } from './storage.server'

/** `filename` for old clients (ASCII only), `filename*` (RFC 5987) with the real name. */
function disposition(name: string): string {
  const ascii = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

/**
 * GET /formulaires/fichiers/<upload id>: a file attached to an entry, for staff only (the back
 * office's session). Always a download, never rendered by the browser: a visitor's file could be
 * anything its extension hides.
 */
export async function handleDownload(request: Request, id: string, payload: Payload, storage: UploadStorage = uploadStorage()): Promise<Response> {
  const text = (status: number, message: string) =>
    new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' } })
  const { user } = await payload.auth({ headers: request.headers })
  if (!isStaff(user)) return text(403, 'Accès réservé à l’équipe : connectez-vous à l’administration.')
  let file: Awaited<ReturnType<UploadStorage['openAttached']>>
  try {
    file = await storage.openAttached(id)
  } catch (err) {
    payload.logger.error({ err, upload: id }, 'Téléchargement : stockage des fichiers injoignable')
    return text(503, 'Le stockage des fichiers ne répond pas. Réessayez dans un instant.')
  }
  if (!file) return text(404, 'Fichier introuvable.')
  const { info, body } = file
  // The bytes go out as they come from the storage: a large file is never held in memory.
  return new Response(body, {
    headers: {
      'content-type': info.mime,
      'content-length': String(info.size),
      'content-disposition': disposition(info.name),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    },
  })
}
