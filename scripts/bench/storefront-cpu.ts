import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pageStatements, withD1Route } from './page-statements.ts'
import { seedShop } from './seed.ts'
import { type BenchServer, BUNDLE, startServer, workerdCpuMs, workerdPids } from './server.ts'

/**
 * workerd CPU per uncached storefront page (ADR 043): no page cache (`STOREFRONT_CACHE=off`)
 * and no shop kept in memory (`STOREFRONT_MEMO_MS=0`), so every request looks its shop up and
 * renders. Requests go one at a time: the figure is CPU per page, read from /proc for the
 * workerd process of each server alone, steadier than a throughput on a shared machine.
 *
 * Several builds (`bundles`, e.g. the branch's base and the branch) are measured in one run,
 * interleaved round by round and page by page, so a burst of other work on the machine weighs
 * on all of them alike.
 *
 * Beside each page, its database work alone ("D1 seul", page-statements.ts): the same D1
 * statements and calls, with no drizzle, rendering or routing. Local D1 runs inside the same
 * workerd process, so its CPU is in every figure here; on Cloudflare it runs elsewhere and is
 * not billed to the Worker. And the floor: a fixed page from the same worker.
 */
export type CpuBundle = { name: string; path?: string }
export type CpuRow = { bundle: string; page: string; msPerPage: number[] }

export const CPU_PAGES = [
  'home',
  'home-d1',
  'products',
  'products-d1',
  'product',
  'product-d1',
  'floor',
] as const
const PAGE_NAMES = {
  home: 'accueil',
  'home-d1': 'accueil, D1 seul',
  products: 'liste des produits',
  'products-d1': 'liste, D1 seul',
  product: 'page produit',
  'product-d1': 'page produit, D1 seul',
  floor: 'plancher : page fixe de 17 Ko, même worker',
}

export async function measureStorefrontCpu(
  bundles: readonly CpuBundle[],
  opts: { rounds?: number; requests?: number; warmup?: number; log?: (s: string) => void } = {},
): Promise<CpuRow[]> {
  const { rounds = 3, requests = 300, warmup = 100, log = () => {} } = opts
  const servers: { bundle: string; server: BenchServer; pids: number[]; paths: string[] }[] = []
  const statements = await pageStatements()
  const dir = mkdtempSync(join(tmpdir(), 'boutiko-cpu-'))
  try {
    for (const [i, b] of bundles.entries()) {
      const before = new Set(workerdPids())
      const bundle = join(dir, `bundle-${i}.js`)
      writeFileSync(bundle, withD1Route(readFileSync(b.path ?? BUNDLE, 'utf8'), statements))
      const server = await startServer({
        bundle,
        bindings: { STOREFRONT_CACHE: 'off', STOREFRONT_MEMO_MS: '0' },
      })
      const pids = workerdPids().filter((p) => !before.has(p))
      const shop = await seedShop(server.url, server.mf)
      const store = (await (await fetch(`${server.url}/api/publics/${shop.slug}`)).json()) as {
        data: { id: string }
      }
      const ids = `slug=${shop.slug}&product=${shop.productId}&store=${store.data.id}`
      const paths = [
        `/${shop.slug}/home`,
        `/__bench/d1/home?${ids}`,
        `/${shop.slug}/products`,
        `/__bench/d1/products?${ids}`,
        `/${shop.slug}/products/${shop.productId}`,
        `/__bench/d1/product?${ids}`,
        // The bench front's fixed body (server.ts), before any routing: what any request costs.
        '/__bench/static?bytes=17000',
      ]
      servers.push({ bundle: b.name, server, pids, paths })
      log(`${b.name}: ${server.url} (workerd ${pids.join(', ')})`)
    }
    const rows = servers.flatMap((s) =>
      CPU_PAGES.map((page) => ({ bundle: s.bundle, page, msPerPage: [] as number[] })),
    )
    const get = async (url: string) => {
      const res = await fetch(url)
      await res.arrayBuffer()
      if (res.status !== 200) throw new Error(`${url}: ${res.status}`)
    }
    for (let round = 0; round < rounds; round++) {
      for (let i = 0; i < CPU_PAGES.length; i++) {
        for (const s of servers) {
          const url = `${s.server.url}${s.paths[i]}`
          for (let n = 0; n < warmup; n++) await get(url)
          const before = workerdCpuMs(s.pids)
          for (let n = 0; n < requests; n++) await get(url)
          const ms = (workerdCpuMs(s.pids) - before) / requests
          rows.find((r) => r.bundle === s.bundle && r.page === CPU_PAGES[i])!.msPerPage.push(ms)
          log(`round ${round + 1}, ${s.bundle}, ${CPU_PAGES[i]}: ${ms.toFixed(2)} ms`)
        }
      }
    }
    return rows
  } finally {
    for (const s of servers) await s.server.stop()
  }
}

const range = (xs: number[]) => {
  const lo = Math.min(...xs).toFixed(1)
  const hi = Math.max(...xs).toFixed(1)
  return lo === hi ? lo : `${lo} – ${hi}`
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/** One line per page, a column per build: the range over the rounds, and the median. */
export function storefrontCpuMarkdown(rows: CpuRow[]): string {
  const bundles = [...new Set(rows.map((r) => r.bundle))]
  const head = `| page (ms CPU) | ${bundles.map((b) => `${b} (median)`).join(' | ')} |`
  const rule = `| --- | ${bundles.map(() => '---:').join(' | ')} |`
  const lines = CPU_PAGES.map((page) => {
    const cells = bundles.map((b) => {
      const xs = rows.find((r) => r.bundle === b && r.page === page)!.msPerPage
      return `${range(xs)} (${median(xs).toFixed(2)})`
    })
    return `| ${PAGE_NAMES[page]} | ${cells.join(' | ')} |`
  })
  return [head, rule, ...lines].join('\n')
}
