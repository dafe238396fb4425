import { UPLOAD_DEFAULT_MAX_SIZE_MB, UPLOAD_MAX_FILES_LIMIT, UPLOAD_MAX_SIZE_MB_LIMIT } from '../../constants'
import { isKnownExtension, KNOWN_EXTENSIONS } from '../../upload/files'
import { fieldBlock, int, num, type FieldBlock } from '../shared/block'

const extensionOptions = KNOWN_EXTENSIONS.map((ext) => ({ label: ext.toUpperCase(), value: ext }))

const extensions = (v: unknown): string[] =>
  Array.isArray(v) ? [...new Set(v.filter((e): e is string => typeof e === 'string' && isKnownExtension(e)))] : []

/** Upload field: limits of docs/product.md, Forms "Uploader settings". Only extensions whose content the server can check are offered. */
export const uploadBlock: FieldBlock<'upload'> = {
  block: fieldBlock({
    slug: 'upload',
    singular: 'Fichiers (téléversement)',
    plural: 'Fichiers (téléversement)',
    common: { placeholder: false, defaultValue: false },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'maxFiles',
            label: 'Nombre de fichiers maximal',
            type: 'number',
            min: 1,
            max: UPLOAD_MAX_FILES_LIMIT,
            defaultValue: 1,
            admin: { description: '1 : un seul fichier.' },
          },
          {
            name: 'maxSizeMb',
            label: 'Taille maximale par fichier (Mo)',
            type: 'number',
            min: 0.1,
            max: UPLOAD_MAX_SIZE_MB_LIMIT,
            defaultValue: UPLOAD_DEFAULT_MAX_SIZE_MB,
          },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'allowedExtensions',
            label: 'Extensions autorisées (aucune : toutes celles de la liste)',
            type: 'select',
            hasMany: true,
            options: extensionOptions,
          },
          { name: 'disallowedExtensions', label: 'Extensions interdites', type: 'select', hasMany: true, options: extensionOptions },
        ],
      },
    ],
  }),
  options: (d) => {
    const size = num(d.maxSizeMb)
    return {
      maxFiles: int(d.maxFiles, 1, UPLOAD_MAX_FILES_LIMIT, 1),
      maxSizeMb: size !== null && size > 0 && size <= UPLOAD_MAX_SIZE_MB_LIMIT ? size : UPLOAD_DEFAULT_MAX_SIZE_MB,
      allowedExtensions: extensions(d.allowedExtensions),
      disallowedExtensions: extensions(d.disallowedExtensions),
    }
  },
}
