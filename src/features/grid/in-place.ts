/**
 * A grid's videos played where they are (spec §4 "Media items"; docs/decisions/053), for grids that
 * play them in place (options.ts `videoPlayback`). A click puts the player in place of the item's
 * link (its poster), the link kept aside to come back; nothing is asked of a video host before that
 * click, and a provider's frame still waits behind the consent gate. Starting one pauses the
 * others (media-items.ts): a file in the browser's player is paused, a provider's frame is stopped
 * by putting its poster back (no provider script is loaded to reach its player).
 */
import { lazyChunk } from '../ui/lazy'
import { slideFromItem } from './lightbox'
import { parseVideo } from './media'
import { mediaItemsAfter, type MediaItemEvent, type MediaItems } from './media-items'

const playerCode = lazyChunk(() => import('./inline-player'))

type Player = { link: HTMLAnchorElement; box: HTMLElement; file: boolean; unmount: (() => void) | null }

export type InPlacePlayers = {
  /** Plays the item of `link` in place; false when it is not a video this grid can play. */
  play: (link: HTMLAnchorElement) => boolean
  /** Puts every poster back (the items are about to be replaced, or the island stops). */
  stopAll: () => void
  destroy: () => void
}

export function startInPlacePlayers(root: HTMLElement): InPlacePlayers {
  let items: MediaItems = {}
  const players = new Map<string, Player>()
  const ids = new WeakMap<Element, string>()
  let counter = 0
  const idOf = (element: Element) => {
    let id = ids.get(element)
    if (!id) ids.set(element, (id = String(++counter)))
    return id
  }

  const dispatch = (event: MediaItemEvent) => {
    const next = mediaItemsAfter(items, event)
    items = next.items
    for (const id of next.paused) pause(id)
  }

  function pause(id: string) {
    const player = players.get(id)
    if (!player) return
    if (player.file) player.box.querySelector('video')?.pause()
    else restore(id)
  }

  function restore(id: string) {
    const player = players.get(id)
    if (!player) return
    players.delete(id)
    player.unmount?.()
    if (player.box.isConnected) player.box.replaceWith(player.link)
    dispatch({ type: 'reset', id })
  }

  function play(link: HTMLAnchorElement): boolean {
    const slide = slideFromItem(link, document.baseURI)
    if (slide?.type !== 'video') return false
    const id = idOf(link)
    const box = document.createElement('div')
    box.className = 'grid-item__link grid-item__link--playing'
    const screen = document.createElement('div')
    screen.className = 'grid-item__media grid-item__player'
    box.append(screen)
    const body = link.querySelector('.grid-item__body')
    if (body) box.append(body.cloneNode(true))
    ids.set(box, id)
    const player: Player = { link, box, file: parseVideo(slide.src)?.type === 'video', unmount: null }
    players.set(id, player)
    link.replaceWith(box)
    dispatch({ type: 'play', id })
    playerCode().then(
      ({ mountPlayer }) => {
        if (players.get(id) === player) player.unmount = mountPlayer(screen, slide, () => restore(id))
      },
      (error: unknown) => {
        console.error('Grille : lecteur vidéo non chargé ; l’affiche revient.', error)
        restore(id)
      },
    )
    return true
  }

  // A file's own controls start and pause it too: starting one pauses the others all the same.
  const boxOf = (event: Event) => (event.target instanceof HTMLVideoElement ? event.target.closest('.grid-item__link--playing') : null)
  const onPlay = (event: Event) => {
    const box = boxOf(event)
    const id = box ? ids.get(box) : undefined
    if (id) dispatch({ type: 'play', id })
  }
  const onPause = (event: Event) => {
    const box = boxOf(event)
    const id = box ? ids.get(box) : undefined
    if (id) dispatch({ type: 'pause', id })
  }
  // Media events do not bubble: caught on the way down.
  root.addEventListener('play', onPlay, true)
  root.addEventListener('pause', onPause, true)

  const stopAll = () => {
    for (const id of [...players.keys()]) restore(id)
  }
  return {
    play,
    stopAll,
    destroy: () => {
      stopAll()
      root.removeEventListener('play', onPlay, true)
      root.removeEventListener('pause', onPause, true)
    },
  }
}
