import { TEXT_MAX_LENGTH } from '../../constants'
import { isValidMask } from '../../parsers/mask'
import { fieldBlock, int, text, type FieldBlock } from '../shared/block'

const AUTOCOMPLETE = /^[a-z][a-z0-9 -]{0,60}$/

export const textBlock: FieldBlock<'text'> = {
  block: fieldBlock({
    slug: 'text',
    singular: 'Texte (une ligne)',
    plural: 'Textes (une ligne)',
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'maxLength', label: 'Longueur maximale', type: 'number', min: 1, max: 1000, defaultValue: TEXT_MAX_LENGTH },
          {
            name: 'mask',
            label: 'Masque de saisie',
            type: 'text',
            maxLength: 64,
            admin: {
              description: '9 = chiffre, a = lettre, * = lettre ou chiffre, ? = la suite est facultative. Ex. : 99999 (code postal), 999 999 999 99999 (SIRET).',
            },
            validate: (v: string | null | undefined) => !v || isValidMask(v) || 'Masque invalide : il faut au moins un 9, a ou *.',
          },
          { name: 'autocomplete', label: 'Saisie automatique (autocomplete)', type: 'text', maxLength: 60 },
        ],
      },
    ],
  }),
  options: (d) => {
    const mask = text(d.mask)
    const autocomplete = text(d.autocomplete)
    return {
      maxLength: int(d.maxLength, 1, 1000, TEXT_MAX_LENGTH),
      mask: mask && isValidMask(mask) ? mask : null,
      autocomplete: autocomplete && AUTOCOMPLETE.test(autocomplete) ? autocomplete : null,
    }
  },
}
