import localFont from 'next/font/local'

import './extended.css'

// Self-hosted (decision 023): small files made by `npm run fonts` from the @fontsource-variable
// packages, holding French text at the weights the site uses; next/font preloads them and adds
// size-adjusted fallbacks so swapping fonts causes no layout shift. The CSS font stacks name the
// « étendu » families first: they cover only characters these files lack, so a page fetches them
// only when it shows one.
export const bodyFont = localFont({
  src: './inter.woff2',
  variable: '--font-inter',
  weight: '400 800',
  display: 'swap',
})

// Headings only, drawn at 750 (globals.css): bolder text in them reaches 800.
export const headingFont = localFont({
  src: './archivo.woff2',
  variable: '--font-archivo',
  weight: '700 800',
  display: 'swap',
})
