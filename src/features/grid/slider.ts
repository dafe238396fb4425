/**
 * The horizontal slider and the timed gallery (spec §2, §3 slider options), on the CSS scroll-snap
 * strip the server rendered (touch swipe and the keyboard scroll it natively, without this code).
 * Loaded by the island only for these layouts. Adds previous / next buttons, one bullet per page
 * (itemNav), mouse drag, and the rotation (cycle, or 3.5 s for the gallery) with a pause button,
 * paused while the pointer or the focus is inside, and never started under reduced motion.
 */
export type SliderSettings = { itemNav: string; cycle: number; swingSpeed: number }

export function startSlider(root: HTMLElement, settings: SliderSettings): () => void {
  const strip = () => root.querySelector<HTMLElement>('.grid-items')
  const nav = document.createElement('div')
  nav.className = 'grid-slider-nav'
  const button = (label: string, text: string) => {
    const b = document.createElement('button')
    b.type = 'button'
    b.className = 'grid-slider-button'
    b.setAttribute('aria-label', label)
    b.textContent = text
    return b
  }
  const previous = button('Précédent', '‹')
  const next = button('Suivant', '›')
  const bullets = document.createElement('div')
  bullets.className = 'grid-slider-bullets'
  const pause = button('Mettre en pause le défilement', '||')
  const withArrows = settings.itemNav === 'arrows' || settings.itemNav === 'both'
  const withBullets = settings.itemNav === 'bullets' || settings.itemNav === 'both'
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  const rotating = settings.cycle > 0 && !reduced

  const pageWidth = () => strip()?.clientWidth ?? 1
  const pageCount = () => {
    const s = strip()
    return s ? Math.max(1, Math.round(s.scrollWidth / pageWidth())) : 1
  }
  const currentPage = () => Math.round((strip()?.scrollLeft ?? 0) / pageWidth())
  const goTo = (page: number) => {
    const count = pageCount()
    const target = ((page % count) + count) % count
    strip()?.scrollTo({ left: target * pageWidth(), behavior: reduced ? 'auto' : 'smooth' })
  }

  function drawBullets() {
    if (!withBullets) return
    const count = pageCount()
    const current = currentPage()
    bullets.replaceChildren(
      ...Array.from({ length: count }, (_, i) => {
        const b = button(`Aller à la page ${i + 1} sur ${count}`, '')
        b.className = 'grid-slider-bullet'
        if (i === current) b.setAttribute('aria-current', 'true')
        b.addEventListener('click', () => goTo(i))
        return b
      }),
    )
  }

  previous.addEventListener('click', () => goTo(currentPage() - 1))
  next.addEventListener('click', () => goTo(currentPage() + 1))
  if (withArrows) nav.append(previous)
  if (withBullets) nav.append(bullets)
  if (withArrows) nav.append(next)
  if (rotating) nav.append(pause)
  root.append(nav)
  drawBullets()

  let timer: ReturnType<typeof setInterval> | null = null
  let paused = false
  let hovered = false
  // A video playing in place (in-place.ts) holds the rotation: it must not slide out of view.
  const tick = () => {
    if (!paused && !hovered && !root.querySelector('.grid-item__link--playing')) goTo(currentPage() + 1)
  }
  if (rotating) timer = setInterval(tick, Math.max(1000, settings.cycle))
  pause.addEventListener('click', () => {
    paused = !paused
    pause.setAttribute('aria-label', paused ? 'Reprendre le défilement' : 'Mettre en pause le défilement')
    // Glyphs of the preloaded font files only (_fonts/subset.json): the button's name says what it does.
    pause.textContent = paused ? '›' : '||'
  })
  const hold = () => (hovered = true)
  const release = () => (hovered = false)
  root.addEventListener('pointerenter', hold)
  root.addEventListener('pointerleave', release)
  root.addEventListener('focusin', hold)
  root.addEventListener('focusout', release)

  // Mouse drag (touch and pens scroll natively).
  let drag: { x: number; left: number } | null = null
  const down = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse' || e.button !== 0) return
    drag = { x: e.clientX, left: strip()?.scrollLeft ?? 0 }
  }
  const move = (e: PointerEvent) => {
    const s = strip()
    if (!drag || !s) return
    s.scrollLeft = drag.left - (e.clientX - drag.x)
  }
  const up = () => {
    if (drag) goTo(currentPage())
    drag = null
  }
  root.addEventListener('pointerdown', down)
  window.addEventListener('pointermove', move)
  window.addEventListener('pointerup', up)
  let frame = 0
  const onScroll = () => {
    cancelAnimationFrame(frame)
    frame = requestAnimationFrame(drawBullets)
  }
  root.addEventListener('scroll', onScroll, true)

  return () => {
    if (timer) clearInterval(timer)
    cancelAnimationFrame(frame)
    root.removeEventListener('pointerenter', hold)
    root.removeEventListener('pointerleave', release)
    root.removeEventListener('focusin', hold)
    root.removeEventListener('focusout', release)
    root.removeEventListener('pointerdown', down)
    window.removeEventListener('pointermove', move)
    window.removeEventListener('pointerup', up)
    root.removeEventListener('scroll', onScroll, true)
    nav.remove()
  }
}
