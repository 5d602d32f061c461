import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gz } from './sizes.ts'

/*
 * The dashboard's JavaScript as a phone downloads it (issue 15, ADR 026), read from Vite's
 * build manifest (dist/dashboard/.vite/manifest.json): which chunks a first visit of a page
 * loads, and what each lazily loaded route adds on top of the entry. Gzip -6 like the edge;
 * KB of 1024 bytes. The budget test (tests/unit/dashboard-bundle-size.test.ts) and
 * `npm run bench` both weigh with this module.
 */

/**
 * Issue 15's targets (and issue 27's for the other /auth pages), reported by `npm run bench`
 * and held by the budget tests, all met: the board (167.7 KB, ADR 039) and every route's own
 * chunks, weighed here from Vite's manifest; the /auth pages, the worker's since ADR 038 and
 * 064 (205.4 KB for sign-in as an SPA page, 74.3 KB for the others on Preact, ADR 062), by
 * `pageScriptBytes` (tests/worker/signin-page.test.ts and its neighbours).
 */
export const DASHBOARD_BUDGETS_KB = {
  signin: 100,
  auth: 100,
  /** 157.3 KB on React (ADR 063); 99 KB on Preact's compat layer (ADR 065). */
  dashboard: 110,
  /** An alert's order link cold: 232 KB on React, 112 KB on Preact with its forms lazy (ADR 065). */
  order: 125,
  route: 50,
  /**
   * Not KB: the files of JavaScript the board's first load takes (issue 27): 63, then 26
   * (ADR 062, 063), then 5 (ADR 068): the entry, the page, the board's chunk, its chart's two.
   */
  dashboardFiles: 5,
} as const

type Chunk = {
  file: string
  imports?: string[]
  css?: string[]
  isEntry?: boolean
  isDynamicEntry?: boolean
}
export type Manifest = Record<string, Chunk>

const ENTRY = 'index.html'

/**
 * The modules a cold visit loads, by their source path: the entry, then the route chain's
 * lazy modules (layouts and page) and what a page itself loads lazily on arrival (the
 * dashboard's sales chart). The keys are checked against the manifest: a renamed page fails
 * the budget test instead of silently weighing nothing.
 */
export const FIRST_LOADS = {
  dashboard: [
    'src/features/dashboard/dashboard-page.tsx',
    'src/features/dashboard/sales-chart.tsx',
  ],
  order: ['src/features/orders/order-detail-page.tsx'],
} as const

/** The Vite build manifest of `dist`. */
export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest
}

/** The chunk files a module loads before it runs: itself and its static imports, transitively. */
export function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${key} is not in the dashboard's build manifest`)
    files.add(chunk.file)
    for (const i of chunk.imports ?? []) visit(i)
  }
  for (const key of keys) visit(key)
  return files
}

const sizes = new Map<string, number>()
/** Gzip bytes of a set of chunk files, each compressed on its own as it is served. */
export function gzipBytes(dist: string, files: Iterable<string>): number {
  let total = 0
  for (const file of files) {
    const path = join(dist, file)
    let size = sizes.get(path)
    if (size === undefined) {
      size = gz(readFileSync(path))
      sizes.set(path, size)
    }
    total += size
  }
  return total
}

/** Gzip bytes of the JS a cold visit of this page loads (entry + its route chain). */
export const firstLoadFiles = (manifest: Manifest, page: keyof typeof FIRST_LOADS) =>
  closure(manifest, [ENTRY, ...FIRST_LOADS[page]])

export function firstLoadBytes(dist: string, manifest: Manifest, page: keyof typeof FIRST_LOADS) {
  return gzipBytes(dist, firstLoadFiles(manifest, page))
}

const LAYOUTS = {
  admin: ['src/app/shell/admin-shell.tsx'],
  // The user shell is in the entry: every /user page starts with it (issue 27).
  atelier: ['src/features/atelier/shell/atelier-layout.tsx'],
  user: [],
} as const

/** The layouts already on screen when a page of this module's area is opened from the app. */
export function layoutsOf(src: string): readonly string[] {
  if (Object.values(LAYOUTS).some((l) => l.at(-1) === src)) return []
  if (src.startsWith('src/features/admin')) return LAYOUTS.admin
  if (src.startsWith('src/features/atelier/')) return LAYOUTS.atelier
  return LAYOUTS.user
}

/**
 * Each lazily loaded module's own chunks (a route's page or layout, a lazy part of a page):
 * its chunk and the chunks that no other lazy module, the entry or the layouts of its area
 * load. The chunks several routes share (the forms, dialogs and schemas most pages use) are
 * downloaded once and cached for the next page: `sharedChunks` weighs them one by one, so a
 * heavy library cannot hide there either (recharts was one 106 KB chunk shared by 3 boards).
 */
export function routeChunks(dist: string, manifest: Manifest): { src: string; bytes: number }[] {
  const lazy = Object.entries(manifest)
    .filter(([, c]) => c.isDynamicEntry)
    .map(([src]) => {
      const loaded = closure(manifest, [ENTRY, ...layoutsOf(src)])
      return { src, files: [...closure(manifest, [src])].filter((f) => !loaded.has(f)) }
    })
  const users = new Map<string, number>()
  for (const { files } of lazy) for (const f of files) users.set(f, (users.get(f) ?? 0) + 1)
  return lazy
    .map(({ src, files }) => ({
      src,
      bytes: gzipBytes(
        dist,
        files.filter((f) => f === manifest[src]!.file || users.get(f) === 1),
      ),
    }))
    .sort((a, b) => b.bytes - a.bytes)
}

/** Every chunk but the entry's own file, heaviest first (gzip bytes). */
export function sharedChunks(dist: string, manifest: Manifest): { file: string; bytes: number }[] {
  const entry = manifest[ENTRY]!.file
  return [...new Set(Object.values(manifest).map((c) => c.file))]
    .filter((f) => f !== entry && f.endsWith('.js'))
    .map((file) => ({ file, bytes: gzipBytes(dist, [file]) }))
    .sort((a, b) => b.bytes - a.bytes)
}

/**
 * Gzip bytes of the JavaScript a server-rendered page loads (the worker's sign-in page, ADR
 * 038): each inline script, and each `<script src>` read from the dashboard's build (`/assets/…`).
 */
export function pageScriptBytes(html: string, dist: string): number {
  let total = 0
  for (const [, attrs = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\ssrc="([^"]+)"/.exec(attrs)?.[1]
    if (src === undefined) total += body ? gz(Buffer.from(body)) : 0
    else if (src.startsWith('/assets/')) total += gzipBytes(dist, [src.slice(1)])
    else throw new Error(`a script from elsewhere cannot be weighed here: ${src}`)
  }
  return total
}
