import { fieldBlock, oneOf, type FieldBlock } from '../shared/block'

export const captchaBlock: FieldBlock<'captcha'> = {
  block: fieldBlock({
    slug: 'captcha',
    singular: 'Captcha invisible',
    plural: 'Captchas invisibles',
    labelHelp: 'Invisible pour le visiteur : le navigateur fait la vérification anti-robot lui-même avant l’envoi.',
    fields: [
      {
        name: 'withoutJavaScript',
        label: 'Envoi sans JavaScript (le captcha ne peut pas s’exécuter)',
        type: 'select',
        defaultValue: 'refuse',
        options: [
          { label: 'Refuser l’envoi', value: 'refuse' },
          // The value predates the second press of Send (docs/decisions/028): kept, so stored forms keep their choice.
          { label: 'Accepter après un second appui sur « Envoyer » (sinon classé en indésirable, sans e-mail)', value: 'spam' },
        ],
      },
    ],
    common: { description: false, placeholder: false, required: false, defaultValue: false, logic: false },
  }),
  options: (d) => ({ withoutJavaScript: oneOf(d.withoutJavaScript, ['spam', 'refuse'] as const, 'refuse') }),
}
