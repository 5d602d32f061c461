import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { boardChunk } from './build/board-chunk.ts'
import { routePreloadsPlugin } from './build/route-preloads.ts'
import { pwa } from './pwa/plugin.ts'

const root = decodeURIComponent(new URL('.', import.meta.url).pathname)
const worker = 'http://localhost:8787'

/*
 * The dashboard is written against React's API and runs on Preact's compat layer (ADR 065), as
 * the storefront's themes are rendered by Preact (ADR 028): react-dom 19 weighs ~55 KB gzip more
 * than Preact, and every cold start on a 400 kbit/s phone downloaded and evaluated it before
 * the first screen. `src/preact-bridge.ts` covers what React 19 has and Preact 10 lacks.
 */
const preactCompat = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
]

/*
 * React Router publishes a production build beside its development one, but its package's
 * exports name only the development one, whose warnings (`ENABLE_DEV_WARNINGS`) would then
 * ship and run on every phone. The build takes the production files; `vite dev` keeps the
 * warnings.
 */
const routerDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
)
const routerProduction = [
  { find: /^react-router$/, replacement: join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(routerDist, 'dom-export.mjs') },
]

const board = boardChunk(root)

export default defineConfig(({ command }) => ({
  root,
  base: '/',
  plugins: [tailwindcss(), board.plugin, pwa(root), routePreloadsPlugin(root)],
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  resolve: { alias: command === 'build' ? [...preactCompat, ...routerProduction] : preactCompat },
  build: {
    outDir: '../dist/dashboard',
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each route loads, for the JS budgets (ADR 026).
    manifest: true,
    // What every page needs (the entry's own imports, the user shell among them) in one file:
    // rolldown would split it in a file per module shared with a lazy page, and a phone pays
    // a round trip per six files over HTTP/1.1. The board's code in one more (board-chunk.ts),
    // the icons of the other pages in one: the board's first load went from 63 files to 29
    // (ADR 063), then to 5 (ADR 068).
    rolldownOptions: {
      output: {
        // Named by their content, so cached for a year without asking again (public/_headers):
        // a phone that fetched them once (the sign-in page's prefetch, ADR 064) pays no round
        // trip per file to revalidate them. The files named once (icons, theme) stay in assets/.
        entryFileNames: 'assets/immutable/[name]-[hash].js',
        chunkFileNames: 'assets/immutable/[name]-[hash].js',
        assetFileNames: 'assets/immutable/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            board.group,
            // Half a kilobyte each, shared by pages in every combination: one file of them all
            // (~6 KB) rather than a file per icon. The board's own come in its chunk.
            { name: 'icons', test: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: worker, changeOrigin: false },
      '/media': { target: worker, changeOrigin: false },
      // The /auth pages are the worker's (ADR 038, 064).
      '/auth': { target: worker, changeOrigin: false },
    },
  },
}))
