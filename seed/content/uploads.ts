import type { FileKind } from '../../src/features/forms'

/**
 * Upload fields of the demo forms, as stored blocks. `uploadFieldBlock` is the one way to add an
 * upload to a seeded form; `cvUploadField` is the job application's CV (spec: PDF, DOC, DOCX, ODT).
 */
export function uploadFieldBlock(options: {
  label: string
  name: string
  extensions: FileKind[]
  maxFiles?: number
  maxSizeMb?: number
  required?: boolean
  description?: string
}): Record<string, unknown> {
  return {
    blockType: 'upload',
    label: options.label,
    name: options.name,
    required: options.required ?? false,
    description: options.description ?? null,
    maxFiles: options.maxFiles ?? 1,
    maxSizeMb: options.maxSizeMb ?? 10,
    allowedExtensions: options.extensions,
    disallowedExtensions: [],
  }
}

export const sitePhotosField = uploadFieldBlock({
  label: 'Photos du terrain',
  name: 'photos',
  extensions: ['jpg', 'jpeg', 'png', 'webp', 'heic'],
  maxFiles: 8,
  maxSizeMb: 10,
  description: 'Quelques vues du terrain et de son accès nous aident à préparer la visite.',
})

export const plansField = uploadFieldBlock({ label: 'Plans', name: 'plans', extensions: ['pdf'], maxFiles: 3, maxSizeMb: 20, description: 'Plan de masse, permis de construire… au format PDF.' })

// Optional: a candidate without a file at hand, or without JavaScript (uploads need it), can still
// apply and send the CV later.
export const cvUploadField = uploadFieldBlock({
  label: 'CV',
  name: 'cv',
  extensions: ['pdf', 'doc', 'docx', 'odt'],
  maxFiles: 1,
  maxSizeMb: 5,
  description: 'Facultatif : vous pourrez aussi nous l’envoyer plus tard.',
})
