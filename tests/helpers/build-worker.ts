import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const ROOT = join(import.meta.dirname, '..', '..')
const BUNDLE = join(ROOT, '.build', 'worker', 'index.js')
/** What ends up in the bundle: a change to any of these makes it stale. */
const SOURCES = ['worker', 'storefront-templates', 'wrangler.toml', 'package.json']

export function newestSourceMtime(): number {
  let newest = 0
  for (const entry of SOURCES) {
    const path = join(ROOT, entry)
    if (!existsSync(path)) continue
    const files = statSync(path).isDirectory()
      ? readdirSync(path, { recursive: true, withFileTypes: true })
          .filter((d) => d.isFile())
          .map((d) => join(d.parentPath, d.name))
      : [path]
    for (const file of files) newest = Math.max(newest, statSync(file).mtimeMs)
  }
  return newest
}

/**
 * Vitest globalSetup of the worker project. `npm test` builds before running vitest; when the
 * project runs alone (`npx vitest run --project worker`), build here if the bundle is missing
 * or older than the sources, so the tests never run against a stale worker. wrangler needs
 * dist/dashboard/index.html for its assets: build the dashboard too when it is missing.
 */
export default function setup() {
  if (existsSync(BUNDLE) && statSync(BUNDLE).mtimeMs >= newestSourceMtime()) return
  const script = existsSync(join(ROOT, 'dist', 'dashboard', 'index.html'))
    ? 'build:worker'
    : 'build'
  execFileSync('npm', ['run', script], { cwd: ROOT, stdio: 'inherit' })
}
