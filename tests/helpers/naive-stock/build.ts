import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { newestSourceMtime } from '../build-worker.ts'
import { ROOT } from '../worker.ts'

/** The race test's negative control: the production worker but for its stock write. */
export const NAIVE_STOCK_BUNDLE = join(ROOT, '.build', 'worker-naive-stock', 'index.js')

const SWAP = {
  from: '#worker/services/orders/stock-write.ts',
  to: './tests/helpers/naive-stock/order-stock-write.ts',
}

/**
 * Builds, when missing or stale, wrangler.toml's bundle with one module swapped for its naive twin
 * (an `[alias]` entry). Production code holds no switch: .build/worker/index.js has no trace of it.
 * The config is written beside wrangler.toml, because wrangler reads its paths from there.
 */
export function buildNaiveStockWorker(): string {
  const ownSources = [join(import.meta.dirname, 'order-stock-write.ts'), import.meta.filename]
  const newest = Math.max(newestSourceMtime(), ...ownSources.map((f) => statSync(f).mtimeMs))
  if (existsSync(NAIVE_STOCK_BUNDLE) && statSync(NAIVE_STOCK_BUNDLE).mtimeMs >= newest)
    return NAIVE_STOCK_BUNDLE
  const toml = readFileSync(join(ROOT, 'wrangler.toml'), 'utf8')
  if (!toml.includes('\n[alias]\n')) throw new Error('wrangler.toml has no [alias] table')
  const config = join(ROOT, `.naive-stock-${process.pid}.wrangler.toml`)
  writeFileSync(config, toml.replace('\n[alias]\n', `\n[alias]\n"${SWAP.from}" = "${SWAP.to}"\n`))
  try {
    execFileSync(
      'npx',
      [
        'wrangler',
        'deploy',
        '--dry-run',
        '--config',
        config,
        '--outdir',
        join(NAIVE_STOCK_BUNDLE, '..'),
      ],
      { cwd: ROOT, stdio: 'pipe', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
    )
  } finally {
    rmSync(config, { force: true })
  }
  return NAIVE_STOCK_BUNDLE
}
