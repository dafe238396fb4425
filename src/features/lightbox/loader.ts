import { failureType, hideChunkFailure, lazyChunk, showChunkFailure } from '../ui/lazy'
import type { LightboxRequest } from './media'

/** The lightbox's code (and the dialog layer's), fetched on first use through the shared loader. */
const lightboxCode = lazyChunk(() => import('./Lightbox.client'))

/**
 * Opens the lightbox, fetching its code on first use only (JS budget: pages never opening one
 * never download it). A chunk that fails or takes over 120 s leaves the French message of its
 * class with « Réessayer », which asks again (docs/decisions/041). Resolves to whether it opened.
 */
export async function openLightbox(request: LightboxRequest): Promise<boolean> {
  hideChunkFailure()
  let code: Awaited<ReturnType<typeof lightboxCode>>
  try {
    code = await lightboxCode()
  } catch (error) {
    console.error('Visionneuse non chargée', error)
    showChunkFailure({ type: failureType(error), focus: true, retry: () => void openLightbox(request) })
    return false
  }
  return code.showLightboxFor(request)
}
