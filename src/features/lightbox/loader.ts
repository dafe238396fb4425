import type { LightboxOptions } from './media'

let loading: Promise<typeof import('./Lightbox.client')> | null = null

/**
 * Opens the lightbox, fetching its code (and the dialog layer's) on first use only (JS budget:
 * pages without a lightbox link never download it). A failed chunk load is forgotten so the next
 * click can retry.
 */
export async function openLightbox(options: LightboxOptions): Promise<void> {
  if (options.slides.length === 0) return
  loading ??= import('./Lightbox.client').catch((error: unknown) => {
    loading = null
    throw error
  })
  const { showLightbox } = await loading
  showLightbox(options)
}
