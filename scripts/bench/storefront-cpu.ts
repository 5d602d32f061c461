import { seedShop } from './seed.ts'
import { type BenchServer, startServer, workerdCpuMs, workerdPids } from './server.ts'

/**
 * workerd CPU per uncached storefront page (ADR 043): no page cache (`STOREFRONT_CACHE=off`)
 * and no shop kept in memory (`STOREFRONT_MEMO_MS=0`), so every request looks its shop up and
 * renders. Requests go one at a time: the figure is CPU per page, read from /proc for the
 * workerd process of each server alone, steadier than a throughput on a shared machine.
 *
 * Several builds (`bundles`, e.g. the branch's base and the branch) are measured in one run,
 * interleaved round by round and page by page, so a burst of other work on the machine weighs
 * on all of them alike.
 */
export type CpuBundle = { name: string; path?: string }
export type CpuRow = { bundle: string; page: string; msPerPage: number[] }

export const CPU_PAGES = ['home', 'products', 'product'] as const
const PAGE_NAMES = { home: 'accueil', products: 'liste des produits', product: 'page produit' }

export async function measureStorefrontCpu(
  bundles: readonly CpuBundle[],
  opts: { rounds?: number; requests?: number; warmup?: number; log?: (s: string) => void } = {},
): Promise<CpuRow[]> {
  const { rounds = 3, requests = 300, warmup = 100, log = () => {} } = opts
  const servers: { bundle: string; server: BenchServer; pids: number[]; paths: string[] }[] = []
  try {
    for (const b of bundles) {
      const before = new Set(workerdPids())
      const server = await startServer({
        bundle: b.path,
        bindings: { STOREFRONT_CACHE: 'off', STOREFRONT_MEMO_MS: '0' },
      })
      const pids = workerdPids().filter((p) => !before.has(p))
      const shop = await seedShop(server.url, server.mf)
      const paths = [
        `/${shop.slug}/home`,
        `/${shop.slug}/products`,
        `/${shop.slug}/products/${shop.productId}`,
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
