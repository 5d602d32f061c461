import type { Context } from 'hono'
import type { AppEnv } from '../env'

/**
 * What the dashboard's build says about its files (dashboard/build/route-preloads.ts): the
 * entry's script and stylesheet, and the chunks each deep link's route loads lazily (ADR 062).
 */
type DashboardFiles = { entry: string[]; routes: [pattern: string, files: string[]][] }
const NONE: DashboardFiles = { entry: [], routes: [] }
let filesRead: Promise<DashboardFiles> | undefined

/**
 * Written by the same build as the assets, read once per isolate through the ASSETS binding
 * (nothing added to the worker's bundle, ADR 051). Missing (the build wrote none), pages are
 * served as before, without preloads; a read that failed is tried again by the next page
 * rather than kept for the isolate's life.
 */
function dashboardFiles(c: Context<AppEnv>): Promise<DashboardFiles> {
  const assets = c.env.ASSETS
  if (!assets) return Promise.resolve(NONE)
  filesRead ??= assets
    .fetch(new URL('/assets/route-preloads.json', c.req.url))
    .then((res) => (res.ok ? (res.json() as Promise<DashboardFiles>) : NONE))
    .catch(() => {
      filesRead = undefined
      return NONE
    })
  return filesRead
}

/** The first pattern that matches the path: `:name` is one segment, a final `*` the rest. */
function routeFilesIn(routes: DashboardFiles['routes'], pathname: string): string[] {
  const path = pathname.replace(/\/+$/, '')
  for (const [pattern, files] of routes) {
    const wild = pattern.endsWith('/*')
    const parts = (wild ? pattern.slice(0, -2) : pattern).split('/')
    const segments = path.split('/')
    if (wild ? segments.length < parts.length : segments.length !== parts.length) continue
    if (parts.every((p, i) => p.startsWith(':') || p === segments[i])) return files
  }
  return []
}

/** The chunks a dashboard page's route loads lazily, for the shell to preload (ADR 062). */
export async function routeFiles(c: Context<AppEnv>, pathname: string): Promise<string[]> {
  return routeFilesIn((await dashboardFiles(c)).routes, pathname)
}

/**
 * Every file a cold visit of this dashboard page loads: the entry's script and stylesheet,
 * then its route's chunks. The sign-in and sign-up pages prefetch them (ADR 064).
 */
export async function firstLoadFiles(c: Context<AppEnv>, pathname: string): Promise<string[]> {
  const files = await dashboardFiles(c)
  return [...files.entry, ...routeFilesIn(files.routes, pathname)]
}
