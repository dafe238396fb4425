/**
 * The blocks whose browser code the shared loader fetches (Island.client.tsx), each with what the
 * server hands it, and the entry that starts it on its element. Only the `import()` of each entry
 * is in every page; the code itself comes where the block is shown.
 */
import type { Dispatch, SetStateAction } from 'react'

import { loadFormIsland, type IslandConfig } from '@/features/forms/island'
import type { LiveIsland } from '@/features/portfolio/loader'

export type IslandData = {
  /** A grid: its settings ride on its element's data attributes. */
  grid: null
  /** A form: its definition and the visitor's draft, for the enhancement. */
  form: IslandConfig
  /** The portfolio: where its loader hands the island, once in, to the block's client component. */
  portfolio: Dispatch<SetStateAction<LiveIsland | null>>
}

export type IslandName = keyof IslandData

/** Starts the block's code on its element; returns what stops it (the page leaves, in the app). */
export type IslandStart<N extends IslandName> = (root: HTMLElement, data: IslandData[N]) => () => void

export const ISLANDS: { [N in IslandName]: () => Promise<IslandStart<N>> } = {
  grid: () => import('../../grid/island').then(({ startGrid }) => startGrid),
  form: loadFormIsland,
  portfolio: () => import('../../portfolio/loader').then(({ startPortfolio }) => startPortfolio),
}
