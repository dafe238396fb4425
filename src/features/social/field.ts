/**
 * The site settings' social links: a network from the parser's list and what staff type for it (a
 * handle, `@handle`, a phone number for WhatsApp, or any address of the profile). A text the parser
 * refuses gets its French reason in the admin; what is stored is the canonical address, so the
 * footer and the JSON-LD `sameAs` only ever link to a profile of the chosen network.
 */
import type { ArrayField } from 'payload'

import { parseSocial } from './parse'
import { isSocialNetwork, SOCIAL_NETWORKS, SOCIAL_PLATFORMS } from './platforms'

export const MAX_SOCIAL_LINKS = 13

const parsed = (value: unknown, siblingData: unknown) => {
  const network = (siblingData as { network?: unknown } | undefined)?.network
  return typeof network === 'string' && isSocialNetwork(network) ? parseSocial(network, value) : null
}

export const socialLinksField: ArrayField = {
  name: 'social',
  label: 'Réseaux sociaux',
  labels: { singular: 'Réseau social', plural: 'Réseaux sociaux' },
  type: 'array',
  maxRows: MAX_SOCIAL_LINKS,
  fields: [
    {
      name: 'network',
      label: 'Réseau',
      type: 'select',
      required: true,
      options: SOCIAL_NETWORKS.map((value) => ({ label: SOCIAL_PLATFORMS[value].label, value })),
    },
    {
      name: 'url',
      label: 'Adresse ou identifiant',
      type: 'text',
      required: true,
      admin: { description: 'Un identifiant (@nom), un numéro pour WhatsApp, ou l’adresse du profil : l’adresse complète est enregistrée.' },
      validate: (value: unknown, { siblingData }: { siblingData: unknown }) => {
        const result = parsed(value, siblingData)
        return result === null ? 'Choisissez d’abord le réseau.' : result.ok || result.message
      },
      hooks: {
        beforeChange: [
          ({ value, siblingData }) => {
            const result = parsed(value, siblingData)
            return result?.ok ? result.url : value
          },
        ],
      },
    },
  ],
}
