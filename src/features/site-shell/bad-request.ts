/**
 * A request path whose percent-encoding cannot be decoded (`/%E0%A4%A`) makes Next.js answer a bare
 * English 500 after the proxy has run. The proxy (src/proxy.ts) answers it first with this small
 * French page and status 400: the visitor mistyped or was given a broken link, the site is not at
 * fault. It cannot use the site's layout (no React, no database in the proxy), so it is
 * self-contained and links back to the home page. docs/decisions/018-e2e-variants-and-error-pages.md.
 */
import { badRequestMessages } from './messages'

/** Whether every `%XX` sequence of the path decodes to valid UTF-8. */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

const m = badRequestMessages

export const BAD_REQUEST_HTML = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${m.title}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;color:#1f1a16;background:#fff;line-height:1.5}main{max-width:40rem;margin:0 auto;padding:4rem 1.25rem}a{color:#8a430c}</style>
</head>
<body>
<main>
<h1>${m.title}</h1>
<p>${m.explanation}</p>
<p><a href="/">${m.home}</a></p>
</main>
</body>
</html>
`

export function badRequestResponse(): Response {
  return new Response(BAD_REQUEST_HTML, {
    status: 400,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
