/**
 * Automation-driver markers (docs/product.md, Forms): the anti-bot version hash is added only when none is
 * present. A missing hash is a suspicion, never spam by itself (docs/decisions/010).
 */
export function isAutomated(win: Window = window): boolean {
  const w = win as unknown as Record<string, unknown>
  return (
    win.navigator.webdriver === true ||
    'callPhantom' in w ||
    '_phantom' in w ||
    '__nightmare' in w ||
    'domAutomation' in w ||
    'domAutomationController' in w ||
    win.document.documentElement.hasAttribute('webdriver')
  )
}
