import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DASHBOARD_BUDGETS_KB as BUDGET,
  firstLoadBytes,
  firstLoadFiles,
  type Manifest,
  readManifest,
  routeChunks,
  sharedChunks,
} from '../../scripts/bench/dashboard-weight.ts'

/*
 * The dashboard's JavaScript ceilings (issue 15, ADR 026 and 039: the board's and the routes' are the
 * issue's targets, the sign-in's a ratchet), weighed as `npm run bench` weighs them
 * (gzip -6 per chunk, KB of 1024 bytes) from Vite's manifest. The dashboard is built from the
 * current sources into a folder of its own (a few seconds): a stale dist/dashboard can neither
 * pass nor fail this test.
 */
const ROOT = resolve(import.meta.dirname, '../..')
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

describe('dashboard bundle', () => {
  let dist = ''
  let manifest: Manifest

  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'boutiko-dashboard-'))
    execFileSync(
      'npx',
      [
        'vite',
        'build',
        '--config',
        'dashboard/vite.config.ts',
        '--outDir',
        dist,
        '--emptyOutDir',
        '--logLevel',
        'error',
      ],
      { cwd: ROOT, stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } },
    )
    manifest = readManifest(dist)
  }, 120_000)
  afterAll(() => {
    if (dist) rmSync(dist, { recursive: true, force: true })
  })

  // React Router's package names only its development build, whose warnings would run on every
  // phone: the build takes its production files (dashboard/vite.config.ts).
  it('ships React Router’s production build, without its developer warnings', () => {
    const code = readdirSync(join(dist, 'assets', 'immutable'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(dist, 'assets', 'immutable', file), 'utf8'))
      .join('\n')
    // The router is in the build (its errors stay), its warnings are not (a boolean: the
    // failure message would otherwise print the whole build).
    expect(code.includes('useNavigate() may be used only in the context of')).toBe(true)
    expect(code.includes('You rendered descendant <Routes>')).toBe(false)
  })

  // The /auth pages are the worker's (ADR 038, 064): their tests in tests/worker weigh them.

  it(`loads /user/dashboard cold with at most ${BUDGET.dashboard} KB of JavaScript gzip`, () => {
    expect(kb(firstLoadBytes(dist, manifest, 'dashboard'))).toBeLessThanOrEqual(BUDGET.dashboard)
  })

  // An alert's link opens an order first: the app and the order page, not the order's forms
  // (they come right after, ADR 065).
  it(`loads /user/orders/<id> cold with at most ${BUDGET.order} KB of JavaScript gzip`, () => {
    expect(kb(firstLoadBytes(dist, manifest, 'order'))).toBeLessThanOrEqual(BUDGET.order)
  })

  // On a phone at 400 ms a request, over HTTP/1.1's six connections (wrangler dev, older
  // proxies), every six files cost a round trip more: the board came in 63 (issue 27).
  it(`loads /user/dashboard cold in at most ${BUDGET.dashboardFiles} files of JavaScript`, () => {
    expect(firstLoadFiles(manifest, 'dashboard').size).toBeLessThanOrEqual(BUDGET.dashboardFiles)
  })

  it(`keeps each lazily loaded route's own chunks within ${BUDGET.route} KB gzip`, () => {
    const routes = routeChunks(dist, manifest)
    expect(routes.length).toBeGreaterThan(50)
    const over = routes.filter((r) => r.bytes > BUDGET.route * 1024)
    expect(over.map((r) => `${r.src}: ${kb(r.bytes)} KB`)).toEqual([])
  })

  it(`keeps every chunk the routes share within ${BUDGET.route} KB gzip`, () => {
    const over = sharedChunks(dist, manifest).filter((c) => c.bytes > BUDGET.route * 1024)
    expect(over.map((c) => `${c.file}: ${kb(c.bytes)} KB`)).toEqual([])
  })
})
