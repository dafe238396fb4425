import { describe, expect, it } from 'vitest'

import { keyProblem, panelConfig, panelHeaderControl, panelPlacementMatches, panelWidth, widthProblem } from './settings'

describe('side panel width', () => {
  it('takes a plain length within its unit’s limits, and an empty value as the default', () => {
    for (const ok of ['360px', '24rem', '90vw', '40%', '22.5rem', '22,5rem', ' 320PX ', '', null, undefined]) expect(widthProblem(ok), String(ok)).toBeNull()
    expect(panelWidth('22,5rem')).toBe('22.5rem')
    expect(panelWidth(' 320PX ')).toBe('320px')
    expect(panelWidth('')).toBeUndefined()
  })

  it('refuses, in French, what is not a length or what no screen could show', () => {
    expect(widthProblem('large')).toMatch(/^Largeur invalide/)
    expect(widthProblem('10px; background: red')).toMatch(/^Largeur invalide/)
    expect(widthProblem('calc(100% - 1rem)')).toMatch(/^Largeur invalide/)
    expect(widthProblem(360)).toMatch(/^Largeur invalide/)
    // The edges of each unit's range: 200 to 1200 px, 20 to 100 vw.
    expect(widthProblem('199px')).toBe('Largeur hors limites : entre 200 et 1200 px.')
    expect(widthProblem('200px')).toBeNull()
    expect(widthProblem('1200px')).toBeNull()
    expect(widthProblem('1201px')).toMatch(/^Largeur hors limites/)
    expect(widthProblem('0vw')).toMatch(/^Largeur hors limites/)
    expect(widthProblem('101%')).toMatch(/^Largeur hors limites/)
  })
})

describe('side panel settings', () => {
  it('gives the page its name, side and width, addressed by its identifier or else its number', () => {
    expect(panelConfig({ id: 4, title: 'Nos coordonnées', key: 'coordonnees', side: 'left', width: '24rem' })).toEqual({
      key: 'coordonnees',
      name: 'Nos coordonnées',
      side: 'left',
      width: '24rem',
    })
    expect(panelConfig({ id: 4, title: 'Horaires', key: '' })).toEqual({ key: '4', name: 'Horaires', side: 'right' })
  })

  it('takes the safe default of a value edited by hand past the checks', () => {
    // An identifier that is not one falls back to the number; a bad width and side to the defaults.
    expect(panelConfig({ id: 9, title: 'X', key: 'Nos <b>', side: 'top', width: '5000px' })).toEqual({ key: '9', name: 'X', side: 'right' })
    expect(panelConfig({ id: 9, title: 42 })?.name).toBe('Panneau')
    expect(panelConfig({ id: 9, active: false })).toBeNull()
    expect(panelConfig({ title: 'Sans numéro' })).toBeNull()
  })

  it('checks identifiers as a page’s address part', () => {
    expect(keyProblem('coordonnees')).toBeNull()
    expect(keyProblem('nos-horaires-2')).toBeNull()
    expect(keyProblem('')).toBeNull()
    for (const bad of ['Coordonnées', 'nos horaires', '-début', 'fin-', 'a_b']) expect(keyProblem(bad), bad).toMatch(/^Identifiant invalide/)
  })

  it('shows on every page, or only on the chosen ones', () => {
    expect(panelPlacementMatches({ placement: { where: 'all' } }, {})).toBe(true)
    expect(panelPlacementMatches({}, { pageId: 3 })).toBe(true)
    const chosen = { placement: { where: 'pages', pages: [3, { id: 5 }] } }
    expect(panelPlacementMatches(chosen, { pageId: 5 })).toBe(true)
    expect(panelPlacementMatches(chosen, { pageId: 4 })).toBe(false)
    // The news and other routes are no chosen page.
    expect(panelPlacementMatches(chosen, {})).toBe(false)
  })

  it('gives the header a control only when asked, leading to a page of the site without JavaScript', () => {
    const doc = { id: 1, title: 'Nos coordonnées', key: 'coordonnees' }
    expect(panelHeaderControl(doc)).toBeNull()
    expect(panelHeaderControl({ ...doc, header: { show: 'mobile' } })).toEqual({ key: 'coordonnees', label: 'Nos coordonnées', show: 'mobile', fallbackHref: '/contact' })
    expect(panelHeaderControl({ ...doc, header: { show: 'always', label: 'Contact', fallbackHref: '/contact#coordonnees' } })).toMatchObject({ label: 'Contact', fallbackHref: '/contact#coordonnees' })
    for (const href of ['//ailleurs.example', 'javascript:alert(1)', 'https://ailleurs.example/']) {
      expect(panelHeaderControl({ ...doc, header: { show: 'mobile', fallbackHref: href } })?.fallbackHref, href).toBe('/contact')
    }
    expect(panelHeaderControl({ ...doc, active: false, header: { show: 'mobile' } })).toBeNull()
  })
})
