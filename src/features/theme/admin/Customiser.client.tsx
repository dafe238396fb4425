'use client'
/**
 * The theme customiser's page: the public site in a frame at three widths, and the controls whose
 * every change is posted to the frame through the template-preview protocol (features/preview), so
 * what staff see is what the frame's island applies — the same code, the same checks, the same CSS
 * writer as the saved theme. « Enregistrer » writes the site settings (whose hook revalidates the
 * pages); « Annuler » clears the preview and the frame's stored preview data.
 */
import { useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react'

import type { Palette } from '../../palette'
import { PREVIEW_CALL, type PreviewParam } from '../../preview/protocol'
import { PALETTE_KEYS } from '../../site-settings/palettes'
import { typographySettings } from '../../site-settings/typography'
import { AA_TEXT_CONTRAST, contrastRatio } from '../contrast'
import { FONT_FAMILIES, FONT_FAMILY_NAMES, readTypography, SIZE_UNITS, typographyData, type FontFamily, type SizeUnit, type Typography } from '../typography'
import { messages } from './messages'

export type CustomiserMedia = { id: number; url: string; label: string }
export type CustomiserTheme = { palette: Palette; typography: Typography; logoId: number | null; logoWidth: number | null; titleVisible: boolean }

const DEVICES = { desktop: 1280, tablet: 768, phone: 390 } as const
type Device = keyof typeof DEVICES

const styles = {
  layout: { display: 'grid', gridTemplateColumns: 'minmax(16rem, 22rem) 1fr', gap: '1.5rem', padding: '1.5rem var(--gutter-h, 2rem)', alignItems: 'start' },
  fieldset: { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '0.75rem 1rem', margin: '0 0 1rem', display: 'grid', gap: '0.6rem' },
  row: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '0.75rem' },
  input: { minWidth: 0, maxWidth: '10rem', padding: '0.3rem 0.4rem', font: 'inherit', color: 'inherit', background: 'var(--theme-input-bg, transparent)', border: '1px solid var(--theme-elevation-250)', borderRadius: 3 },
  frameBox: { overflow: 'auto', border: '1px solid var(--theme-elevation-150)', borderRadius: 4, background: 'var(--theme-elevation-50)' },
  warning: { color: 'var(--theme-error-500, #b00020)', fontWeight: 600, margin: 0 },
} satisfies Record<string, CSSProperties>

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = `customiser-${label.replace(/[^a-z]+/gi, '-').toLowerCase()}`
  return (
    <div style={styles.row}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  )
}

const withinWeights = (family: FontFamily, weight: number) => {
  const [min, max] = FONT_FAMILIES[family].weights
  return Math.min(max, Math.max(min, weight))
}

export function Customiser({ saved, media }: { saved: CustomiserTheme; media: CustomiserMedia[] }) {
  const frame = useRef<HTMLIFrameElement>(null)
  const [device, setDevice] = useState<Device>('desktop')
  const [theme, setTheme] = useState<CustomiserTheme>(saved)
  const [problems, setProblems] = useState<string[]>([])
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)

  const post = (param: PreviewParam, data?: unknown) => {
    frame.current?.contentWindow?.postMessage({ call: PREVIEW_CALL, value: { param, data } }, window.location.origin)
  }

  const setPalette = (key: keyof Palette, colour: string) => {
    const palette = { ...theme.palette, [key]: colour }
    setTheme({ ...theme, palette })
    post('colorPalette', PALETTE_KEYS.map((k) => palette[k]))
  }

  const setTypography = (change: (t: Typography) => Typography) => {
    const typography = change(theme.typography)
    setTheme({ ...theme, typography })
    const read = readTypography(typographyData(typography))
    setProblems(read.ok ? [] : read.problems)
    if (read.ok) post('siteTypography', typographyData(read.value))
  }

  const logoUrl = (id: number | null) => media.find((m) => m.id === id)?.url ?? null
  const setLogo = (logoId: number | null, logoWidth: number | null) => {
    setTheme({ ...theme, logoId, logoWidth })
    const url = logoUrl(logoId)
    if (url) post('siteLogo', { url, width: logoWidth ?? undefined })
  }

  const setTitle = (titleVisible: boolean) => {
    setTheme({ ...theme, titleVisible })
    post('siteTitle', titleVisible)
  }

  const clearPreview = () => {
    post('clearPreviewAssets')
    post('cleanStorage')
    post('completeOnboarding')
  }

  const save = async () => {
    setBusy(true)
    setStatus(messages.saving)
    try {
      const response = await fetch('/api/globals/site-settings', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          default: theme.palette,
          typography: typographySettings(theme.typography),
          logo: theme.logoId,
          logoWidth: theme.logoWidth,
          titleVisible: theme.titleVisible,
        }),
      })
      if (!response.ok) {
        setStatus(messages.saveFailed(response.status))
        return
      }
      // The saved theme is now the page's own: the preview's styles and stored data go.
      clearPreview()
      frame.current?.contentWindow?.location.reload()
      setStatus(messages.saved)
    } catch {
      setStatus(messages.saveFailed(0))
    } finally {
      setBusy(false)
    }
  }

  const cancel = () => {
    clearPreview()
    setTheme(saved)
    setProblems([])
    setStatus(messages.cancelled)
  }

  const contrast = useMemo(() => {
    const pairs: [string, string, string][] = [
      [`${messages.roles.text.toLowerCase()} et ${messages.roles.background.toLowerCase()}`, theme.palette.text, theme.palette.background],
      [`${messages.roles.muted.toLowerCase()} et ${messages.roles.background.toLowerCase()}`, theme.palette.muted, theme.palette.background],
      [`${messages.roles.primaryContrast.toLowerCase()} et ${messages.roles.primary.toLowerCase()}`, theme.palette.primaryContrast, theme.palette.primary],
    ]
    const low = pairs.flatMap(([pair, a, b]) => {
      const ratio = contrastRatio(a, b)
      return ratio !== null && ratio < AA_TEXT_CONTRAST ? [messages.contrastLow(pair, ratio.toFixed(2).replace('.', ','))] : []
    })
    const main = contrastRatio(theme.palette.text, theme.palette.background)
    return { low, main: main === null ? null : main.toFixed(2).replace('.', ',') }
  }, [theme.palette])

  const t = theme.typography
  return (
    <div data-customiser="">
      <div style={{ padding: '1.5rem var(--gutter-h, 2rem) 0' }}>
        <h1 style={{ margin: 0 }}>{messages.title}</h1>
        <p>{messages.intro}</p>
      </div>
      <div style={styles.layout}>
        <form
          aria-label={messages.title}
          onSubmit={(event) => {
            event.preventDefault()
            void save()
          }}
        >
          <fieldset style={styles.fieldset}>
            <legend>{messages.colours}</legend>
            {PALETTE_KEYS.map((key) => (
              <Field key={key} label={messages.roles[key]}>
                {(id) => <input id={id} type="color" value={theme.palette[key]} onChange={(e) => setPalette(key, e.target.value)} />}
              </Field>
            ))}
            <div role="status" aria-live="polite">
              {contrast.low.map((line) => (
                <p key={line} style={styles.warning}>
                  {line}
                </p>
              ))}
              {contrast.low.length === 0 && contrast.main ? <p style={{ margin: 0 }}>{messages.contrastOk(contrast.main)}</p> : null}
            </div>
          </fieldset>

          <fieldset style={styles.fieldset}>
            <legend>{messages.fonts}</legend>
            <Field label={messages.bodyFamily}>
              {(id) => (
                <select
                  id={id}
                  style={styles.input}
                  value={t.body.family}
                  onChange={(e) => {
                    const family = e.target.value as FontFamily
                    setTypography((x) => ({ ...x, body: { ...x.body, family, weight: withinWeights(family, x.body.weight) } }))
                  }}
                >
                  {FONT_FAMILY_NAMES.map((f) => (
                    <option key={f}>{f}</option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={messages.bodyWeight}>
              {(id) => (
                <input id={id} style={styles.input} type="number" step={50} value={t.body.weight} onChange={(e) => setTypography((x) => ({ ...x, body: { ...x.body, weight: Number(e.target.value) } }))} />
              )}
            </Field>
            <Field label={messages.bodySize}>
              {(id) => (
                <span style={{ display: 'flex', gap: '0.3rem' }}>
                  <input
                    id={id}
                    style={{ ...styles.input, width: '5rem' }}
                    type="number"
                    step="any"
                    value={t.body.size.value}
                    onChange={(e) => setTypography((x) => ({ ...x, body: { ...x.body, size: { ...x.body.size, value: Number(e.target.value) } } }))}
                  />
                  <select
                    aria-label="Unité de la taille du texte"
                    style={styles.input}
                    value={t.body.size.unit}
                    onChange={(e) => setTypography((x) => ({ ...x, body: { ...x.body, size: { ...x.body.size, unit: e.target.value as SizeUnit } } }))}
                  >
                    {SIZE_UNITS.map((u) => (
                      <option key={u}>{u}</option>
                    ))}
                  </select>
                </span>
              )}
            </Field>
            <Field label={messages.headingsFamily}>
              {(id) => (
                <select
                  id={id}
                  style={styles.input}
                  value={t.headings.family}
                  onChange={(e) => {
                    const family = e.target.value as FontFamily
                    setTypography((x) => ({ ...x, headings: { ...x.headings, family, weight: withinWeights(family, x.headings.weight) } }))
                  }}
                >
                  {FONT_FAMILY_NAMES.map((f) => (
                    <option key={f}>{f}</option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={messages.headingsWeight}>
              {(id) => (
                <input
                  id={id}
                  style={styles.input}
                  type="number"
                  step={50}
                  value={t.headings.weight}
                  onChange={(e) => setTypography((x) => ({ ...x, headings: { ...x.headings, weight: Number(e.target.value) } }))}
                />
              )}
            </Field>
            {problems.length ? (
              <div role="alert">
                {problems.map((p) => (
                  <p key={p} style={styles.warning}>
                    {p}
                  </p>
                ))}
              </div>
            ) : null}
          </fieldset>

          <fieldset style={styles.fieldset}>
            <legend>{messages.logo}</legend>
            <Field label={messages.logoImage}>
              {(id) => (
                <select id={id} style={styles.input} value={theme.logoId ?? ''} onChange={(e) => setLogo(e.target.value ? Number(e.target.value) : null, theme.logoWidth)}>
                  <option value="">{messages.noLogo}</option>
                  {media.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={messages.logoWidth}>
              {(id) => (
                <input
                  id={id}
                  style={styles.input}
                  type="number"
                  min={16}
                  max={600}
                  value={theme.logoWidth ?? ''}
                  onChange={(e) => setLogo(theme.logoId, e.target.value ? Number(e.target.value) : null)}
                />
              )}
            </Field>
            <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
              <input id="customiser-title" type="checkbox" checked={theme.titleVisible} onChange={(e) => setTitle(e.target.checked)} />
              <label htmlFor="customiser-title">{messages.titleVisible}</label>
            </div>
          </fieldset>

          <div style={{ display: 'flex', gap: '0.75rem' }}>
            <button type="submit" className="btn btn--style-primary btn--size-medium" disabled={busy || problems.length > 0}>
              {messages.save}
            </button>
            <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={cancel} disabled={busy}>
              {messages.cancel}
            </button>
          </div>
          <p role="status" aria-live="polite">
            {status}
          </p>
        </form>

        <div>
          <fieldset style={{ ...styles.fieldset, display: 'flex', gap: '1rem' }}>
            <legend>{messages.devices}</legend>
            {(Object.keys(DEVICES) as Device[]).map((d) => (
              <label key={d} style={{ display: 'flex', gap: '0.3rem', alignItems: 'center' }}>
                <input type="radio" name="customiser-device" checked={device === d} onChange={() => setDevice(d)} />
                {messages[d]} ({DEVICES[d]} px)
              </label>
            ))}
          </fieldset>
          <div style={styles.frameBox}>
            <iframe ref={frame} src="/" title={messages.frame} style={{ display: 'block', width: DEVICES[device], maxWidth: 'none', height: '75vh', border: 0, margin: '0 auto' }} />
          </div>
        </div>
      </div>
    </div>
  )
}
