import type { Field } from 'payload'

import { LOGIC_OPERATORS, type LogicOperator } from '../../types'

const OPERATOR_LABELS: Record<LogicOperator, string> = {
  is: 'est',
  isnot: 'n’est pas',
  gt: 'est supérieur à',
  lt: 'est inférieur à',
  contains: 'contient',
  starts_with: 'commence par',
  ends_with: 'se termine par',
}

type Subject = 'field' | 'page' | 'button' | 'next' | 'confirmation' | 'notification'

const ACTION_LABELS: Record<Subject, { show: string; hide: string }> = {
  field: { show: 'Afficher ce champ si…', hide: 'Masquer ce champ si…' },
  page: { show: 'Afficher cette page si…', hide: 'Masquer cette page si…' },
  button: { show: 'Afficher le bouton si…', hide: 'Masquer le bouton si…' },
  next: { show: 'Afficher le bouton « Suivant » si…', hide: 'Masquer le bouton « Suivant » si…' },
  confirmation: { show: 'Utiliser cette confirmation si…', hide: 'Utiliser cette confirmation sauf si…' },
  notification: { show: 'Envoyer si…', hide: 'Envoyer sauf si…' },
}

const hasRules = (_: unknown, sibling: { action?: string } | undefined) => Boolean(sibling?.action && sibling.action !== 'always')

/** Conditional logic (show / hide when all / any rules match), the same group wherever it applies. */
export function logicField(subject: Subject, name = 'logic', label = 'Logique conditionnelle'): Field {
  const labels = ACTION_LABELS[subject]
  return {
    name,
    label,
    type: 'group',
    admin: { hideGutter: true },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'action',
            label: 'Condition',
            type: 'select',
            defaultValue: 'always',
            options: [
              { label: subject === 'confirmation' || subject === 'notification' ? 'Toujours' : 'Toujours affiché', value: 'always' },
              { label: labels.show, value: 'show' },
              { label: labels.hide, value: 'hide' },
            ],
          },
          {
            name: 'match',
            label: 'Quand',
            type: 'select',
            defaultValue: 'all',
            options: [
              { label: 'toutes les règles sont vraies', value: 'all' },
              { label: 'au moins une règle est vraie', value: 'any' },
            ],
            admin: { condition: hasRules },
          },
        ],
      },
      {
        name: 'rules',
        label: 'Règles',
        type: 'array',
        maxRows: 20,
        labels: { singular: 'Règle', plural: 'Règles' },
        admin: { condition: hasRules },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'field', label: 'Champ (identifiant)', type: 'text', required: true, maxLength: 40 },
              {
                name: 'operator',
                label: 'Opérateur',
                type: 'select',
                required: true,
                defaultValue: 'is',
                options: LOGIC_OPERATORS.map((value) => ({ label: OPERATOR_LABELS[value], value })),
              },
              { name: 'value', label: 'Valeur', type: 'text', maxLength: 200 },
            ],
          },
        ],
      },
    ],
  }
}
