// nginx, the load balancer of the multi-instance suite (tests/e2e/instances.spec.ts) and bench
// (bench/balancer.mjs), configured as docs/deploy.md says: installed from the OS packages when
// missing and allowed (root with apt-get). Without it the suite's balanced test and the bench's
// section are skipped and say so; nothing else needs it.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { childrenOf } from './bench/process.mjs'
import { aptInstall, canInstallPackages } from './chromium.mjs'

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx']
/** Debian's module for `brotli_static` (package libnginx-mod-http-brotli-static). */
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'
export const findNginx = () => CANDIDATES.find((p) => fs.existsSync(p)) ?? null
/** Whether nginx can send the build's brotli copies here (otherwise the gzip ones). */
export const hasBrotliStatic = () => fs.existsSync(BROTLI_STATIC_MODULE)

/** The nginx binary, or null (with the reason printed) when it is missing and cannot be installed. */
export function ensureNginx() {
  const found = findNginx()
  if (found && hasBrotliStatic() && hasCachePurge()) return found
  if (!canInstallPackages()) {
    if (!found)
      console.log('  nginx introuvable (Debian/Ubuntu : `sudo apt-get install -y nginx`) : le test du répartiteur sera sauté.')
    return found
  }
  console.log('› Installation de nginx et de ses modules brotli et purge du cache (apt-get)…')
  try {
    // The module alone beside an nginx already there: installing nginx-light would replace another flavour.
    aptInstall(...(found ? [] : ['nginx-light']), 'libnginx-mod-http-brotli-static', 'libnginx-mod-http-cache-purge')
  } catch (error) {
    // Without the brotli module nginx sends the gzip copies, without the purge one it keeps no page
    // (balancerConfig); without nginx its tests say so.
    console.log(`  Installation impossible (${error.message.split('\n')[0]}).`)
  }
  return findNginx()
}

/** The fenced `nginx` blocks of the deployment document, in order. */
function documentedBlocks(root) {
  const text = fs.readFileSync(path.join(root, 'docs', 'deploy.md'), 'utf8')
  return [...text.matchAll(/```nginx\n([\s\S]*?)```/g)].map((m) => m[1])
}

/** Where docs/deploy.md puts the site's folder, its media and nginx's copies of its pages. */
const DOCUMENTED_SITE = '/srv/vitrine/site/'
const DOCUMENTED_MEDIA = '/srv/vitrine/data/media'
const DOCUMENTED_PAGE_CACHE = '/var/cache/nginx/vitrine'
/** Debian's module for `proxy_cache_purge` (package libnginx-mod-http-cache-purge). */
const CACHE_PURGE_MODULE = '/usr/lib/nginx/modules/ngx_http_cache_purge_module.so'
/** Whether nginx can drop its copies of the pages when the site asks (docs/decisions/085). */
export const hasCachePurge = () => fs.existsSync(CACHE_PURGE_MODULE)

/**
 * The top-level parts of an nginx block's text, in order: each directive (up to its `;`) or block
 * (up to its closing brace), without the comments between them.
 */
function topLevelParts(text) {
  const parts = []
  let start = -1
  let depth = 0
  for (const [i, line] of text.split('\n').entries()) {
    if (depth === 0 && start < 0) {
      if (!line.trim() || line.trim().startsWith('#')) continue
      start = i
    }
    depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length
    if (depth === 0 && /[;}]\s*$/.test(line)) {
      parts.push(text.split('\n').slice(start, i + 1).join('\n'))
      start = -1
    }
  }
  return parts
}

/**
 * The load balancer `docs/deploy.md` recommends, as written there: the `upstream` of section 4
 * naming the given ports, and section 1's site `server` block without TLS (plain HTTP on
 * `listenPort`), its build and media folders those given (`mediaDir`: none on this disk when
 * the media are in a bucket), with section 1's page cache in `prefix` and, given `purgePort`, its
 * purge server on that port (the site's FRONT_CACHE_PURGE_URL). What an agency copies is what the
 * tests and the bench run. Without Debian's brotli module, its line goes as the document says
 * (gzip copies only); without the purge module, the purge server goes.
 * With `tls` (a certificate and its key), the block keeps its TLS and HTTP/2 as deployed, on `listenPort`.
 * `siteDir` is the folder whose build nginx sends (the project's, unless another app's).
 * @param {{ root: string, siteDir?: string, instancePorts: number[], listenPort: number, purgePort?: number | null, prefix: string, mediaDir?: string, brotliModule?: string | null, purgeModule?: string | null, tls?: Certificate | null }} options
 */
export function balancerConfig({
  root,
  siteDir = root,
  instancePorts,
  listenPort,
  purgePort = null,
  prefix,
  mediaDir,
  brotliModule = hasBrotliStatic() ? BROTLI_STATIC_MODULE : null,
  purgeModule = hasCachePurge() ? CACHE_PURGE_MODULE : null,
  tls = null,
}) {
  const blocks = documentedBlocks(root)
  const upstream = blocks.find((b) => /^upstream vitrine \{[\s\S]*max_fails/m.test(b))
  const site = blocks.find((b) => b.includes('proxy_pass http://vitrine;'))
  if (!upstream || !site) throw new Error('docs/deploy.md : blocs nginx du répartiteur introuvables')
  const parts = topLevelParts(site)
  const served = parts.find((p) => p.startsWith('server {') && p.includes('proxy_pass http://vitrine;'))
  const purging = parts.find((p) => p.startsWith('server {') && p.includes('proxy_cache_purge'))
  // The page cache's folder and the maps its `location` reads, at the http level.
  const shared = parts.filter((p) => !p.startsWith('server {') && !p.startsWith('upstream '))
  if (!served || !purging || !shared.some((p) => p.includes(DOCUMENTED_PAGE_CACHE)))
    throw new Error('docs/deploy.md : cache des pages de nginx introuvable')
  const servers = instancePorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`).join('\n')
  const balanced = upstream.replace(/^(\s*server [^\n]*\n)+/m, `${servers}\n`)
  let plain = served.replace(/^\s*listen [^\n]*\n/gm, '')
  plain = tls
    ? plain
        .replace(/^(\s*ssl_certificate)\s[^\n]*\n/m, `$1 ${tls.certificate};\n`)
        .replace(/^(\s*ssl_certificate_key)\s[^\n]*\n/m, `$1 ${tls.key};\n`)
        .replace('server {', `server {\n    listen 127.0.0.1:${listenPort} ssl http2;`)
    : plain
        .replace(/^\s*(ssl_certificate|ssl_certificate_key|http2)\b[^\n]*\n/gm, '')
        .replace('server {', `server {\n    listen 127.0.0.1:${listenPort};`)
  if (tls && !plain.includes(tls.key)) throw new Error('docs/deploy.md : certificat TLS introuvable')
  if (!balanced.includes(`127.0.0.1:${instancePorts[0]}`)) throw new Error('docs/deploy.md : configuration nginx non reconnue')
  if (!plain.includes(DOCUMENTED_SITE) || !plain.includes(DOCUMENTED_MEDIA))
    throw new Error('docs/deploy.md : dossiers du site introuvables')
  plain = plain
    .replaceAll(DOCUMENTED_SITE, `${path.resolve(siteDir)}/`)
    .replaceAll(DOCUMENTED_MEDIA, path.resolve(mediaDir ?? path.join(prefix, 'no-media')))
  if (!brotliModule) plain = plain.replace(/^\s*brotli_static [^\n]*\n/gm, '')
  const cache = shared.join('\n').replace(DOCUMENTED_PAGE_CACHE, path.join(prefix, 'pages'))
  const purge = purgePort && purgeModule ? purging.replace(/^(\s*listen\s+)127\.0\.0\.1:\d+;/m, `$1127.0.0.1:${purgePort};`) : ''
  if (purge && !purge.includes(`127.0.0.1:${purgePort};`)) throw new Error('docs/deploy.md : serveur de purge non reconnu')
  const modules = [brotliModule, purge ? purgeModule : null].filter(Boolean).map((m) => `load_module ${m};\n`).join('')
  return `${modules}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
    # As Debian's nginx.conf has them: file types by extension, files sent by the kernel.
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    access_log off;
    client_body_temp_path ${prefix}/body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
${balanced}
${cache}
${plain}
${purge}
}
`
}

/** @typedef {{ certificate: string, key: string }} Certificate */

/** Whether an nginx process is its cache loader (its title says so). */
function isCacheLoader(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('cache loader')
  } catch {
    return true
  }
}

/**
 * A certificate for 127.0.0.1 made for the occasion (openssl, a day long), to serve the documented
 * block with its TLS and HTTP/2 on loopback. Browsers shown it are told to accept it.
 * @param {string} dir
 * @returns {Certificate}
 */
export function loopbackCertificate(dir) {
  const certificate = path.join(dir, 'loopback.crt')
  const key = path.join(dir, 'loopback.key')
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { encoding: 'utf8' },
  )
  if (made.status !== 0) throw new Error(`openssl : ${made.stderr || made.error?.message}`)
  return { certificate, key }
}

/**
 * nginx in the foreground with that configuration, checked first (`nginx -t`), answering once
 * started. `errors()` is its error log; `stop()` ends it gracefully and removes its folder.
 * `purgeUrl` is its purge server's address for the site's FRONT_CACHE_PURGE_URL, or null (no
 * `purgePort`, or no purge module here): the site must not mark pages nginx cannot drop.
 * @param {{ root: string, siteDir?: string, instancePorts: number[], listenPort: number, purgePort?: number | null, mediaDir?: string, tls?: Certificate | null }} options
 */
export async function startBalancer({ root, siteDir = root, instancePorts, listenPort, purgePort = null, mediaDir, tls = null }) {
  const nginx = findNginx()
  if (!nginx) throw new Error('nginx introuvable')
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-nginx-'))
  // nginx's workers (another user when started by root) make the page cache's folder inside.
  fs.chmodSync(prefix, 0o711)
  const conf = path.join(prefix, 'nginx.conf')
  fs.writeFileSync(conf, balancerConfig({ root, siteDir, instancePorts, listenPort, purgePort, prefix, mediaDir, tls }))
  const checked = spawnSync(nginx, ['-t', '-q', '-p', prefix, '-c', conf], { encoding: 'utf8' })
  if (checked.status !== 0) throw new Error(`nginx -t : ${checked.stderr}`)
  const child = spawn(nginx, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' })
  const listening = () =>
    new Promise((resolve) => {
      const socket = net.connect(listenPort, '127.0.0.1', () => (socket.destroy(), resolve(true)))
      socket.on('error', () => resolve(false))
    })
  for (let i = 0; i < 200 && !(await listening()); i++) await new Promise((resolve) => setTimeout(resolve, 25))
  return {
    port: listenPort,
    purgeUrl: purgePort && hasCachePurge() ? `http://127.0.0.1:${purgePort}` : null,
    /**
     * nginx's lasting processes (the master, its workers, the cache manager), for the bench's CPU
     * counts. Not the cache loader: it starts a minute in, reads the cache's folder once and exits,
     * and a process that ended makes a count impossible (bench/process.mjs `cpuMs`).
     */
    processes: () => [{ pid: child.pid }, ...childrenOf(child.pid).filter(({ pid }) => !isCacheLoader(pid))],
    errors: () => (fs.existsSync(path.join(prefix, 'error.log')) ? fs.readFileSync(path.join(prefix, 'error.log'), 'utf8') : ''),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGQUIT')
        await exited
      }
      fs.rmSync(prefix, { recursive: true, force: true })
    },
  }
}
