/**
 * The site settings of the second browser-test server (scripts/e2e-server.mjs with
 * E2E_SETTINGS=tests/e2e/variants/site-settings.ts): every header variant the demo settings do not
 * use, applied over the demo content through the Local API. The tests of this folder run against it.
 */
import type { SiteSetting } from '../../../src/payload-types'

const settings = {
  searchVariant: 'header-cover',
  accountTrigger: 'hover',
  scrollTop: { variant: 'header-offset', device: 'desktop' },
  colourSwitcher: { enabled: true, defaultMode: 'light', switchedIsDark: true, forceReload: true },
} satisfies Partial<SiteSetting>

export default settings
