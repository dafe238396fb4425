/** Scrolling helpers shared by smooth anchors, the scroll-to-top button and template links. */

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}

const easeInOutQuad = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2)

// Only one animated scroll at a time: a second request replaces the first instead of fighting it.
let cancelCurrent: (() => void) | null = null

/**
 * Scrolls the window to `top` over `durationMs` (docs/product.md, Shell gives the scroll-to-top a fixed 300 ms,
 * which native smooth scrolling cannot promise). Instant when the visitor prefers reduced motion
 * or the duration is 0. The animation stops as soon as the visitor scrolls by wheel, touch or key,
 * so it never drags the page against them.
 */
export function scrollWindowTo(top: number, durationMs: number): Promise<void> {
  cancelCurrent?.()
  const target = Math.max(0, Math.round(top))
  const start = window.scrollY
  if (durationMs <= 0 || prefersReducedMotion() || typeof requestAnimationFrame !== 'function' || start === target) {
    window.scrollTo({ top: target, behavior: 'instant' as ScrollBehavior })
    return Promise.resolve()
  }
  return new Promise((resolve) => {
    let frame = 0
    // Timed from the first frame's own timestamp: a frame's time can precede a performance.now()
    // taken just before it was requested, which would make the progress negative.
    let startedAt: number | null = null
    let stopped = false
    const stop = () => {
      stopped = true
      cancelAnimationFrame(frame)
      window.removeEventListener('wheel', stop)
      window.removeEventListener('touchstart', stop)
      window.removeEventListener('keydown', stop)
      if (cancelCurrent === stop) cancelCurrent = null
      resolve()
    }
    const step = (now: number) => {
      if (stopped) return
      startedAt ??= now
      const progress = Math.min(1, Math.max(0, (now - startedAt) / durationMs))
      window.scrollTo({ top: start + (target - start) * easeInOutQuad(progress), behavior: 'instant' as ScrollBehavior })
      if (progress < 1) frame = requestAnimationFrame(step)
      else stop()
    }
    window.addEventListener('wheel', stop, { passive: true })
    window.addEventListener('touchstart', stop, { passive: true })
    window.addEventListener('keydown', stop)
    cancelCurrent = stop
    frame = requestAnimationFrame(step)
  })
}
