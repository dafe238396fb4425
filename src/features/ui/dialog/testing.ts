/**
 * For component tests in jsdom, which has no showModal nor close: the attribute they toggle, so a
 * test can tell an open dialog from a closed one. The modal part itself (top layer, inert page) is
 * only in a real browser: tests/e2e/dialog.spec.ts.
 */
export function stubNativeDialog(): void {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
}
