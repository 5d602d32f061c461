import type { Plugin, Rollup } from 'vite'

type OutputBundle = Rollup.OutputBundle
type OutputChunk = Rollup.OutputChunk

/*
 * Route code fetched with the page, not after it (issue 27, ADR 062). A deep link (an alert's
 * order, the board after sign-in) used to download the entry, run it, and only then ask for the
 * route's lazy chunks: two trips on a slow phone's 400 ms latency. The worker adds
 * `<link rel="modulepreload">` for the chunks of the page asked for to the shell it serves,
 * read from `assets/route-preloads.json`, which this plugin writes with each build.
 */

/** Where a merchant's sign-in lands. */
const BOARD = '/user/dashboard'

/**
 * The pages a phone opens cold, by the worker's path pattern (`:name` one segment, `*` the
 * rest), first match wins, and the modules their route chain loads lazily (the page, what
 * the page loads on arrival; the user shell is in the entry). A module renamed fails the build.
 */
const ROUTE_MODULES: [pattern: string, modules: string[]][] = [
  [BOARD, ['src/features/dashboard/dashboard-page.tsx', 'src/features/dashboard/sales-chart.tsx']],
  ['/user/orders', ['src/features/orders/orders-page.tsx']],
  ['/user/orders/new', ['src/features/orders/new-sale-page.tsx']],
  ['/user/orders/:id', ['src/features/orders/order-detail-page.tsx']],
  ['/user/products', ['src/features/products/products-page.tsx']],
  ['/user/customers', ['src/features/customers/customers-page.tsx']],
  ['/admin/*', ['src/app/shell/admin-shell.tsx']],
]

/**
 * `entry`: the files the shell's HTML loads (the entry's script and stylesheet), which the
 * worker's sign-in and sign-up pages prefetch while the merchant types (ADR 064); `routes`:
 * each pattern's lazy chunks, without those.
 */
type DashboardFiles = { entry: string[]; routes: [pattern: string, files: string[]][] }

/** The chunk files each pattern's modules load, without those the entry's HTML already has. */
export function dashboardFiles(bundle: OutputBundle, root: string): DashboardFiles {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk')
  const byFile = new Map(chunks.map((c) => [c.fileName, c]))
  const closure = (files: string[], into = new Set<string>()) => {
    for (const file of files) {
      if (into.has(file)) continue
      into.add(file)
      closure(byFile.get(file)?.imports ?? [], into)
    }
    return into
  }
  const entry = chunks.find((c) => c.isEntry)
  if (!entry) throw new Error('route preloads: the build has no entry')
  const loaded = closure([entry.fileName])
  const routes = ROUTE_MODULES.map(([pattern, modules]): DashboardFiles['routes'][number] => {
    const files = modules.map((src) => {
      // The chunk holding the module: its own, or a group's (the board's, board-chunk.ts).
      const chunk = chunks.find((c) => c.moduleIds.includes(`${root}${src}`))
      if (!chunk) throw new Error(`route preloads: ${src} is not a chunk of the build`)
      return chunk.fileName
    })
    return [pattern, [...closure(files)].filter((f) => !loaded.has(f))]
  })
  return { entry: [...loaded, ...(entry.viteMetadata?.importedCss ?? [])], routes }
}

/** Every file a cold visit of the board loads: the service worker installs them first (ADR 067). */
export function boardFirstLoad(bundle: OutputBundle, root: string): string[] {
  const { entry, routes } = dashboardFiles(bundle, root)
  const board = routes.find(([pattern]) => pattern === BOARD)?.[1]
  if (!board) throw new Error(`route preloads: no ${BOARD} route`)
  return [...entry, ...board]
}

export function routePreloadsPlugin(root: string): Plugin {
  return {
    name: 'boutiko-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: 'assets/route-preloads.json',
        source: JSON.stringify(dashboardFiles(bundle, root)),
      })
    },
  }
}
