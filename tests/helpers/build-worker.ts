import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Vitest globalSetup of the worker project. `npm test` builds before running vitest; when
 * the project runs alone (`npx vitest run --project worker`) and the bundle is missing,
 * build it here (the dashboard first when its index.html, which wrangler's assets need, is missing).
 */
export default function setup() {
  const root = join(import.meta.dirname, '..', '..')
  if (existsSync(join(root, '.build', 'worker', 'index.js'))) return
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const script = existsSync(join(root, 'dist', 'dashboard', 'index.html')) ? 'build:worker' : 'build'
  execFileSync(npm, ['run', script], { cwd: root, stdio: 'inherit' })
}
