/** French words of the palette's controls. */
export const messages = {
  colourSwitch: 'Basculer les couleurs du site',
} as const
