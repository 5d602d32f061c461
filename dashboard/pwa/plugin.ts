import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { boardFirstLoad } from '../build/route-preloads.ts'
import { pwaWords } from './fr.ts'
import { BRAND, ICON_SVG, iconPng } from './icons.ts'

const here = decodeURIComponent(new URL('.', import.meta.url).pathname)

/** Files the shell loads that are not chunks: what this plugin emits. */
const PUBLIC_CODE = ['/assets/manifest.webmanifest', '/assets/icon.svg', '/assets/icon-192.png']

/**
 * Makes the dashboard installable and usable offline (ADR 057): the web app manifest, its
 * icons, and the service worker with the list of this build's code to keep on the phone, the
 * board's first load first (ADR 067).
 * Nothing here is in the first load: the browser fetches them once the page is up.
 */
export function pwa(root: string): Plugin {
  return {
    name: 'boutiko-pwa',
    apply: 'build',
    generateBundle(_options, bundle) {
      const code = Object.keys(bundle)
        .filter((file) => /^assets\/.+\.(js|css)$/.test(file))
        .map((file) => `/${file}`)
      const precache = [...PUBLIC_CODE, ...code].sort()
      const first = boardFirstLoad(bundle, root).map((file) => `/${file}`)
      const template = readFileSync(`${here}service-worker.js`, 'utf8')
      const version = createHash('sha256')
        .update(`${template}\n${precache.join('\n')}`)
        .digest('hex')
        .slice(0, 12)
      const source = template
        .replace("'__VERSION__'", JSON.stringify(version))
        .replace("['__PRECACHE__']", JSON.stringify(precache))
        .replace("['__FIRST__']", JSON.stringify(first))
        .replace("'__OFFLINE_WRITE__'", JSON.stringify(pwaWords.offlineWrite))
        .replace("'__OFFLINE_READ__'", JSON.stringify(pwaWords.offlineRead))
      const manifest = {
        name: pwaWords.name,
        short_name: pwaWords.shortName,
        description: pwaWords.description,
        lang: 'fr',
        start_url: '/user/dashboard',
        scope: '/user/',
        display: 'standalone',
        background_color: '#fafafa',
        theme_color: BRAND,
        icons: [
          { src: '/assets/icon.svg', sizes: 'any', type: 'image/svg+xml' },
          ...[192, 512].map((size) => ({
            src: `/assets/icon-${size}.png`,
            sizes: `${size}x${size}`,
            type: 'image/png',
            purpose: 'any maskable',
          })),
        ],
      }
      const emit = (fileName: string, content: string | Uint8Array) =>
        this.emitFile({ type: 'asset', fileName, source: content })
      emit('assets/sw.js', source)
      emit('assets/manifest.webmanifest', JSON.stringify(manifest))
      emit('assets/icon.svg', ICON_SVG)
      for (const size of [192, 512]) emit(`assets/icon-${size}.png`, iconPng(size))
    },
  }
}
