/** French words of the dialog layer, for the close control it adds when a dialog brought none. */
export const messages = {
  close: 'Fermer',
} as const
