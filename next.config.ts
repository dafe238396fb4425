import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { UNHASHED_FILE_CACHE_CONTROL } from './src/lib/cache-control.mjs'
import { developmentSecurityHeaders, SECURITY_HEADERS } from './src/server/security-headers.mjs'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const nextConfig: NextConfig = {
  poweredByHeader: false,
  images: {
    localPatterns: [{ pathname: '/api/media/file/**' }],
    formats: ['image/avif', 'image/webp'],
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
  async headers() {
    // In production the server (src/server/server.mjs) adds the Content-Security-Policy with each
    // page's script hashes, and HSTS; `next dev` gets a policy of its own (docs/decisions/033).
    const headers = process.env.NODE_ENV === 'development' ? developmentSecurityHeaders(process.env) : SECURITY_HEADERS
    // The site's icon and the files of public/ (the particles' script) have no hash in their
    // names: without a lifetime every visit asked for them again. Kept as the staff's images are.
    const kept = [{ key: 'Cache-Control', value: UNHASHED_FILE_CACHE_CONTROL }]
    return [
      { source: '/:path*', headers },
      { source: '/icon.svg', headers: kept },
      { source: '/vendor/:path*', headers: kept },
    ]
  },
  webpack: (webpackConfig) => {
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return webpackConfig
  },
  turbopack: { root: path.resolve(dirname) },
  // The browser tests run two servers on one build with different settings (decision 018): each
  // keeps its rendered pages in memory, or one would serve the other's pages from .next.
  experimental: { isrFlushToDisk: process.env.VITRINE_ISR_MEMORY_ONLY !== '1' },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * withPayload asks every page for the colour-scheme client hint as a *critical* hint, so the admin
 * can pick its theme on the server. On the public site that makes Chromium fetch a visitor's first
 * page twice (the request is restarted to add the hint), a wasted round trip on a slow mobile link,
 * and `Vary` on the hint splits caches. The public site decides its palette in the browser
 * (ThemeScript), so those headers are kept for the back office only.
 */
const CLIENT_HINT_HEADERS = new Set(['accept-ch', 'critical-ch'])
const payloadHeaders = config.headers
if (payloadHeaders) {
  config.headers = async () =>
    (await payloadHeaders()).map((rule) =>
      rule.source === '/:path*' && rule.headers.some((h) => CLIENT_HINT_HEADERS.has(h.key.toLowerCase()))
        ? { ...rule, source: '/admin/:path*' }
        : rule,
    )
}

export default config
