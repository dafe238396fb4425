import type { ChunkFailureType } from './constants'

/** French words of the lazy-chunk loader: what a visitor reads when code fetched on use did not arrive. */
export const messages = {
  retry: 'Réessayer',
  /** One sentence per failure class (spec §8): what happened, and what the visitor can do. */
  failure: {
    missing: 'Cette partie du site a changé depuis l’ouverture de la page. Réessayez, ou rechargez la page.',
    timeout: 'Le chargement a pris plus de deux minutes. Vérifiez votre connexion, puis réessayez.',
    other: 'Cette partie de la page n’a pas pu être chargée. Vérifiez votre connexion, puis réessayez.',
  } satisfies Record<ChunkFailureType, string>,
  consoleFailed: (name: string, type: ChunkFailureType) => `Code « ${name} » non chargé (${type}).`,
} as const
