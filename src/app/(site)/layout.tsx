import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { ConsentBanner } from '@/features/consent/Banner'
import { ConsentFirstCheck } from '@/features/consent/FirstCheck.client'
import { PanelHeaderControls } from '@/features/off-canvas/server'
import { ThemeScript } from '@/features/palette'
import { BusinessJsonLd } from '@/features/seo/JsonLd'
import { FirstScreenReveal, Header, PageBehaviours, ScriptsAfterHero, ScrollTop } from '@/features/site-shell'
import { Footer } from '@/features/site-shell/Footer'
import { PREVIEW_ORIGINS_ATTRIBUTE, previewAllowedOrigins } from '@/features/preview/origins.mjs'
import { getSiteInfo } from '@/features/site-settings/get-settings.server'
import { themeCss } from '@/features/theme/css'
import { siteUrl } from '@/lib/site-url'

import { bodyFont, headingFont } from './_fonts'
import './globals.css'
import '@/features/site-shell/shell.css'
// The overlays' styles are small and come with every page; their code only with the overlay.
import '@/features/ui/dialog/dialog.css'
import '@/features/ui/panel/panel.css'
import '@/features/lightbox/lightbox.css'
import '@/features/consent/consent.css'
import '@/features/ui/lazy/lazy.css'

export async function generateMetadata(): Promise<Metadata> {
  const { shell, tagline } = await getSiteInfo()
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: shell.siteTitle, template: `%s | ${shell.siteTitle}` },
    description: tagline ?? undefined,
    openGraph: { siteName: shell.siteTitle, locale: 'fr_FR', type: 'website' },
    // No robots entry: indexing is the default, and a page that must not be indexed (an error's
    // status, a private page) then carries one robots meta, never a `noindex` next to an `index`.
  }
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#a4500f',
}

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const info = await getSiteInfo()
  const { shell } = info
  return (
    <html lang="fr" className={`${bodyFont.variable} ${headingFont.variable}`} suppressHydrationWarning>
      <head>
        <ThemeScript settings={shell} />
        <style
          id="vitrine-theme-style"
          dangerouslySetInnerHTML={{
            __html: themeCss({ palettes: shell.palettes, typography: shell.typography, logoWidth: shell.logoWidth, titleVisible: shell.titleVisible ? null : false }),
          }}
        />
        <BusinessJsonLd info={info} />
      </head>
      {/* The other origins whose template-preview messages the page honours in a frame (features/preview). */}
      <body {...{ [PREVIEW_ORIGINS_ATTRIBUTE]: previewAllowedOrigins(process.env.PREVIEW_ALLOWED_ORIGINS).join(' ') || undefined }}>
        {/* First in the body, so the keyboard meets it first; shown only to a visitor who has not answered. */}
        <ConsentBanner />
        <Header settings={shell} tools={<PanelHeaderControls />} />
        <main id="contenu" tabIndex={-1}>
          {children}
        </main>
        <FirstScreenReveal />
        <Footer info={info} />
        <ScrollTop settings={shell} />
        <PageBehaviours settings={shell} />
        {/* Reads the consent cookie; the banner's code comes only for a visitor who has not answered. */}
        <ConsentFirstCheck />
        <ScriptsAfterHero />
      </body>
    </html>
  )
}
