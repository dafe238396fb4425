import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'

/**
 * A stand-in for reCAPTCHA, which tests cannot reach: an HTTP server on loopback.
 *
 * Its verify endpoint (https://www.google.com/recaptcha/api/siteverify) reads the form-encoded
 * request and answers the JSON `answer` returns, or a 502 when it returns null.
 *
 * With `browser`, it also serves what a visitor's browser gets from Google: the script
 * (/recaptcha/api.js, or a `scriptStatus` error while that is set) implementing the documented v2
 * API a page uses (https://developers.google.com/recaptcha/docs/invisible): `ready`, `render`
 * with `size: 'invisible'` and a `callback`, `execute`, `getResponse`, `reset`; and the tokens
 * `execute` fetches (/recaptcha/api2/token), each recorded in `issued` with its site key.
 */
export async function startVerifyServer(answer: (params: URLSearchParams) => object | null, { port = 0, browser = false } = {}) {
  const received: URLSearchParams[] = []
  const issued: { siteKey: string; token: string }[] = []
  const state = { scriptStatus: 200 }
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    if (browser && req.method === 'GET' && url.pathname === '/recaptcha/api.js') {
      if (state.scriptStatus !== 200) return res.writeHead(state.scriptStatus).end()
      return res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }).end(BROWSER_SCRIPT)
    }
    if (browser && req.method === 'GET' && url.pathname === '/recaptcha/api2/token') {
      const token = `jeton-${randomBytes(24).toString('base64url')}`
      issued.push({ siteKey: url.searchParams.get('k') ?? '', token })
      // Fetched by the page, from another origin (the site's).
      return res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'cache-control': 'no-store' }).end(JSON.stringify({ token }))
    }
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const params = new URLSearchParams(body)
      received.push(params)
      const json = answer(params)
      if (json === null) res.writeHead(502).end()
      else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(json))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: `${origin}/recaptcha/api/siteverify`,
    scriptUrl: `${origin}/recaptcha/api.js`,
    received,
    issued,
    /** 200 serves the script; anything else makes it fail to load, as when Google cannot be reached. */
    set scriptStatus(status: number) {
      state.scriptStatus = status
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * The browser script (ES5, as a page may run it anywhere). As Google's does, the widget keeps its
 * response in a hidden `g-recaptcha-response` field of its container, and `execute` answers
 * through the callback given to `render`.
 */
const BROWSER_SCRIPT = `(function () {
  var base = document.currentScript.src;
  var widgets = [];
  function widget(id) {
    var w = widgets[id === undefined ? 0 : id];
    if (!w) throw new Error('reCAPTCHA : aucun widget ' + id);
    return w;
  }
  window.grecaptcha = {
    ready: function (callback) { setTimeout(callback, 0); },
    render: function (container, params) {
      if (params.size !== 'invisible') throw new Error('reCAPTCHA : seul le widget invisible est servi ici');
      var field = document.createElement('textarea');
      field.name = 'g-recaptcha-response';
      field.style.display = 'none';
      container.appendChild(field);
      widgets.push({ params: params, field: field });
      return widgets.length - 1;
    },
    execute: function (id) {
      var w = widget(id);
      fetch(new URL('/recaptcha/api2/token?k=' + encodeURIComponent(w.params.sitekey), base).href)
        .then(function (response) { return response.json(); })
        .then(function (body) {
          w.field.value = body.token;
          if (typeof w.params.callback === 'function') w.params.callback(body.token);
        });
    },
    getResponse: function (id) { return widget(id).field.value; },
    reset: function (id) { widget(id).field.value = ''; }
  };
})();
`
