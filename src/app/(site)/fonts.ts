import localFont from 'next/font/local'

// Self-hosted from npm (@fontsource-variable): no request leaves the site, and next/font adds
// size-adjusted fallbacks so swapping fonts causes no layout shift.
export const bodyFont = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
})

export const headingFont = localFont({
  src: '../../../node_modules/@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2',
  variable: '--font-archivo',
  weight: '100 900',
  display: 'swap',
})
