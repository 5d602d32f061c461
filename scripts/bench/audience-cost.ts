import type { Miniflare } from 'miniflare'
import { seedShop } from './seed.ts'
import { settle, startServer, workerdCpuMs, workerdPids } from './server.ts'

/**
 * The cost of counting a view (ADR 056): the same cached home page, one request at a time, with
 * the shop's plan counting its audience and not, interleaved round by round so a burst of other
 * work on the machine weighs on both alike. CPU is workerd's own (/proc) and includes the
 * AudienceCounter's, which runs in the same process here (on Cloudflare it is its own object,
 * billed apart); latency is the client's, per request. The bench shop is on Entreprise, whose
 * `audienceStats` switch is turned off and on in the plan's row.
 */
export type AudienceCostRow = { counting: boolean; cpuMsPerView: number; msPerView: number }

const UA =
  'Mozilla/5.0 (Linux; Android 13; TECNO) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36'

async function setCounting(mf: Miniflare, on: boolean) {
  await (await mf.getD1Database('DB'))
    .prepare(
      `UPDATE plans SET limits = json_set(limits, '$.audienceStats', json(?)) WHERE id = 'pln_entreprise'`,
    )
    .bind(on ? 'true' : 'false')
    .run()
  // The isolate keeps a shop's lookup (plan switches included) for 2 s (STOREFRONT_MEMO_MS).
  await new Promise((r) => setTimeout(r, 2_500))
}

export async function measureAudienceCost(
  opts: { rounds?: number; requests?: number; log?: (s: string) => void } = {},
): Promise<AudienceCostRow[]> {
  const { rounds = 3, requests = 300, log = () => {} } = opts
  const server = await startServer()
  try {
    // A few products: only the home page is measured.
    const shop = await seedShop(server.url, server.mf, 4)
    const url = `${server.url}/${shop.slug}/home`
    const pids = workerdPids()
    const totals = new Map<boolean, { cpu: number; ms: number; n: number }>()
    for (let round = 0; round < rounds; round++) {
      for (const counting of [false, true]) {
        await setCounting(server.mf, counting)
        // Warm: the page in the isolate's memory, the counter started.
        for (let i = 0; i < 20; i++)
          await (await fetch(url, { headers: { 'user-agent': UA } })).text()
        await settle()
        const cpuBefore = workerdCpuMs(pids)
        const start = performance.now()
        for (let i = 0; i < requests; i++)
          await (
            await fetch(url, { headers: { 'user-agent': UA, referer: 'https://l.facebook.com/' } })
          ).text()
        const ms = performance.now() - start
        // The counter's work left after the responses (waitUntil) is billed to its row.
        await settle()
        const cpu = workerdCpuMs(pids) - cpuBefore
        const t = totals.get(counting) ?? { cpu: 0, ms: 0, n: 0 }
        totals.set(counting, { cpu: t.cpu + cpu, ms: t.ms + ms, n: t.n + requests })
        log(
          `  round ${round + 1}, ${counting ? 'counted' : 'not counted'}: ${(cpu / requests).toFixed(3)} ms CPU/view`,
        )
      }
    }
    return [false, true].map((counting) => {
      const t = totals.get(counting)!
      return { counting, cpuMsPerView: t.cpu / t.n, msPerView: t.ms / t.n }
    })
  } finally {
    await server.stop()
  }
}

export function audienceCostMarkdown(rows: readonly AudienceCostRow[]): string {
  const [off, on] = [rows.find((r) => !r.counting)!, rows.find((r) => r.counting)!]
  const f = (n: number) => n.toFixed(3).replace('.', ',')
  return [
    '| Page d’accueil en cache, une requête à la fois | CPU workerd / vue | Latence / vue |',
    '| --- | ---: | ---: |',
    `| Sans compter l’audience | ${f(off.cpuMsPerView)} ms | ${f(off.msPerView)} ms |`,
    `| En comptant l’audience (ADR 056) | ${f(on.cpuMsPerView)} ms | ${f(on.msPerView)} ms |`,
    `| **Coût de compter une vue** | **${f(on.cpuMsPerView - off.cpuMsPerView)} ms** | **${f(on.msPerView - off.msPerView)} ms** |`,
  ].join('\n')
}
