import { z } from 'zod'

import type { Palette } from '../palette'
import { isSocialNetwork, SOCIAL_PLATFORMS } from '../social'
import type { MenuItem, ShellSettings } from '../site-shell/types'
import { LOGO_WIDTH_BOUNDS } from '../theme/logo'
import { DEFAULT_TYPOGRAPHY } from '../theme/default-typography'
import { readTypography } from '../theme/typography'
import { HEADER_BREAKPOINT } from './breakpoint'
import { DEFAULT_SHELL_SETTINGS } from './defaults'
import { PALETTE_KEYS } from './palettes'
import { typographySettingsData, type TypographySettings } from './typography'

export type ContactInfo = {
  phone: string | null
  email: string | null
  street: string | null
  postalCode: string | null
  city: string | null
  siret: string | null
  openingHours: string | null
}

export type FooterLink = { label: string; href: string }

export type SiteInfo = {
  shell: ShellSettings
  tagline: string | null
  contact: ContactInfo
  /** `label`: the network's name as shown (the parser's list; an unknown network's own name). */
  social: { network: string; label: string; url: string }[]
  footer: { text: string | null; links: FooterLink[] }
}

const SAFE_HREF = /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/
const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

const optionalText = z.string().trim().min(1).nullable().catch(null)
const link = z.object({ label: z.string().trim().min(1), href: z.string().regex(SAFE_HREF) })

/**
 * Turns whatever the database holds into settings the site can always render. A value that
 * does not fit (a bad colour, an unknown option, a breakpoint out of range, a broken link) is
 * replaced by its default and reported through `warn`, so the site never breaks on a setting.
 */
export function normaliseSiteSettings(raw: unknown, warn: (message: string) => void = () => {}): SiteInfo {
  const data = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
  const d = DEFAULT_SHELL_SETTINGS

  const pick = <T>(name: string, schema: z.ZodType<T>, value: unknown, fallback: T): T => {
    if (value === undefined || value === null) return fallback
    const parsed = schema.safeParse(value)
    if (parsed.success) return parsed.data
    warn(`Réglage « ${name} » invalide (${JSON.stringify(value)}) : valeur par défaut utilisée.`)
    return fallback
  }

  const obj = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {})

  const palette = (name: 'default' | 'switched'): Palette => {
    const source = obj(obj(data.palettes)[name] ?? data[name])
    const out = { ...d.palettes[name] }
    for (const key of PALETTE_KEYS) {
      out[key] = pick(`${name}.${key}`, z.string().regex(COLOUR), source[key], d.palettes[name][key])
    }
    return out
  }

  const menu: MenuItem[] = []
  const rawMenu = Array.isArray(data.menu) ? data.menu : []
  rawMenu.forEach((item, i) => {
    const parsed = link.safeParse(item)
    if (!parsed.success) {
      warn(`Élément de menu n° ${i + 1} ignoré : libellé ou lien invalide.`)
      return
    }
    const children = (Array.isArray(obj(item).children) ? (obj(item).children as unknown[]) : [])
      .map((child, j) => {
        const c = link.safeParse(child)
        if (!c.success) warn(`Sous-élément n° ${j + 1} du menu « ${parsed.data.label} » ignoré.`)
        return c.success ? { id: `m${i}-${j}`, ...c.data } : null
      })
      .filter((c): c is MenuItem => c !== null)
    menu.push({ id: `m${i}`, ...parsed.data, ...(children.length ? { children } : {}) })
  })

  const logoDoc = obj(data.logo)
  const logo =
    typeof logoDoc.url === 'string' && typeof logoDoc.width === 'number' && typeof logoDoc.height === 'number'
      ? { url: logoDoc.url, width: logoDoc.width, height: logoDoc.height, alt: String(logoDoc.alt ?? '') }
      : null

  const scrollTop = obj(data.scrollTop)
  const switcher = obj(data.colourSwitcher)
  const contact = obj(data.contact)
  const footer = obj(data.footer)

  const typography = readTypography(typographySettingsData(obj(data.typography) as TypographySettings), DEFAULT_TYPOGRAPHY)
  if (!typography.ok) warn(`Typographie invalide (${typography.problems.join(' ')}) : typographie par défaut utilisée.`)

  const shell: ShellSettings = {
    siteTitle: pick('siteTitle', z.string().trim().min(1).max(80), data.siteTitle, d.siteTitle),
    logo,
    logoWidth: pick('logoWidth', z.number().int().min(LOGO_WIDTH_BOUNDS[0]).max(LOGO_WIDTH_BOUNDS[1]).nullable(), data.logoWidth ?? null, null),
    titleVisible: pick('titleVisible', z.boolean(), data.titleVisible, d.titleVisible),
    typography: typography.ok ? typography.value : DEFAULT_TYPOGRAPHY,
    menu,
    headerBreakpoint: pick(
      'headerBreakpoint',
      z.number().int().min(HEADER_BREAKPOINT.min).max(HEADER_BREAKPOINT.max),
      data.headerBreakpoint,
      d.headerBreakpoint,
    ),
    searchVariant: pick('searchVariant', z.enum(['dropdown', 'fullscreen', 'header-cover']), data.searchVariant, d.searchVariant),
    accountTrigger: pick('accountTrigger', z.enum(['hover', 'click']), data.accountTrigger, d.accountTrigger),
    scrollTop: {
      variant: pick('scrollTop.variant', z.enum(['simple', 'header-offset']), scrollTop.variant, d.scrollTop.variant),
      device: pick('scrollTop.device', z.enum(['desktop', 'mobile', 'both']), scrollTop.device, d.scrollTop.device),
    },
    palettes: { default: palette('default'), switched: palette('switched') },
    colourSwitcher: {
      enabled: pick('colourSwitcher.enabled', z.boolean(), switcher.enabled, d.colourSwitcher.enabled),
      defaultMode: pick('colourSwitcher.defaultMode', z.enum(['light', 'dark', 'system']), switcher.defaultMode, d.colourSwitcher.defaultMode),
      switchedIsDark: pick('colourSwitcher.switchedIsDark', z.boolean(), switcher.switchedIsDark, d.colourSwitcher.switchedIsDark),
      forceReload: pick('colourSwitcher.forceReload', z.boolean(), switcher.forceReload, d.colourSwitcher.forceReload),
    },
    imageLightbox: pick('imageLightbox', z.boolean(), data.imageLightbox, d.imageLightbox),
    particlesScriptUrl: pick('particlesScriptUrl', z.string().regex(/^(https:\/\/|\/(?!\/))/).nullable(), data.particlesScriptUrl || null, null),
  }

  return {
    shell,
    tagline: optionalText.parse(data.tagline ?? null),
    contact: {
      phone: optionalText.parse(contact.phone ?? null),
      email: optionalText.parse(contact.email ?? null),
      street: optionalText.parse(contact.street ?? null),
      postalCode: optionalText.parse(contact.postalCode ?? null),
      city: optionalText.parse(contact.city ?? null),
      siret: optionalText.parse(contact.siret ?? null),
      openingHours: optionalText.parse(contact.openingHours ?? null),
    },
    social: (Array.isArray(data.social) ? data.social : [])
      .map((s) => z.object({ network: z.string(), url: z.string().regex(/^https:\/\//) }).safeParse(s))
      .flatMap((r) => (r.success ? [r.data] : []))
      .map(({ network, url }) => ({
        network,
        label: isSocialNetwork(network) ? SOCIAL_PLATFORMS[network].label : network.charAt(0).toUpperCase() + network.slice(1),
        url,
      })),
    footer: {
      text: optionalText.parse(footer.text ?? null),
      links: (Array.isArray(footer.links) ? footer.links : []).flatMap((l) => {
        const r = link.safeParse(l)
        return r.success ? [r.data] : []
      }),
    },
  }
}
