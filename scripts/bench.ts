/**
 * Storefront speed benchmark (issue 5), NOT part of `npm test`: builds the production worker,
 * runs it in workerd (Miniflare) in production mode with a fresh D1/R2, seeds a 48-product
 * shop through the real API, then measures throughput, latency, page weights and Lighthouse,
 * compares them with the targets and writes the results into README's "Performance" section.
 *
 * Also the dashboard (issue 15): JS of the sign-in and signed-in board first loads, Lighthouse of both.
 *
 * Usage: npm run bench [-- --no-build] [--no-lighthouse] [--no-readme] [--duration 10] [--warmup 3]
 *        npm run bench -- --only ceiling,hit   (those rows only, printed, README untouched)
 *        npm run bench -- --only dashboard [--lighthouse-rounds 9]
 *                                              (the dashboard's rows only, printed; the
 *                                               board's Lighthouse is the median of 9 loads)
 *        npm run bench -- --only slow-phone [--rounds 3]
 *                                              (issue 27: the merchant's journeys on a slow
 *                                               phone in Chromium, medians; printed)
 *        npm run bench -- --only round-trips   (the database round trips of each route: printed
 *                                               and written to README; no load, any machine)
 *        npm run bench -- --only audience-cost [--rounds 3]
 *                                              (the cost of counting a view, ADR 056: a cached
 *                                               page with and without counting, interleaved;
 *                                               printed, README untouched)
 *        npm run bench -- --only logo-weight   (issue 27: a new shop's cold home with a
 *                                               4000×3000 phone photo as logo, created in the
 *                                               dashboard in Chromium; printed)
 *        npm run bench -- --only storefront-cpu [--before path/to/index.js] [--rounds 3]
 *                                              (workerd CPU per uncached page, one request at a
 *                                               time; --before: another build measured alongside,
 *                                               interleaved; printed, README untouched)
 */
import { join } from 'node:path'
import { audienceCostMarkdown, measureAudienceCost } from './bench/audience-cost.ts'
import { measureDashboard } from './bench/dashboard.ts'
import { runLighthouse } from './bench/lighthouse.ts'
import { type LoadOptions, maxLoad, type PathSource } from './bench/load.ts'
import {
  type LogoWeight,
  logoWeightMarkdown,
  logoWeightTargets,
  measureLogoWeight,
} from './bench/logo-weight.ts'
import { pacedLoad } from './bench/paced.ts'
import { measured, pairedWithCeiling } from './bench/paired.ts'
import {
  dashboardMarkdown,
  dashboardTargets,
  machine,
  markdown,
  type Report,
  type Row,
  targets,
  writeReadme,
} from './bench/report.ts'
import {
  measureRoundTrips,
  roundTripsMarkdown,
  roundTripTargets,
  type TripRow,
} from './bench/round-trips.ts'
import { type BenchShop, seedShop } from './bench/seed.ts'
import { BUNDLE, buildProduction, buildWorker, ROOT, settle, startServer } from './bench/server.ts'
import { weighBundle, weighPage } from './bench/sizes.ts'
import { measureSlowPhone } from './bench/slow-phone.ts'
import { slowPhoneMarkdown } from './bench/slow-phone-report.ts'
import { measureStorefrontCpu, storefrontCpuMarkdown } from './bench/storefront-cpu.ts'

const args = process.argv.slice(2)
const flag = (name: string) => args.includes(`--${name}`)
const num = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`)
  return i === -1 ? fallback : Number(args[i + 1])
}
const opts: LoadOptions = {
  connections: num('connections', 50),
  duration: num('duration', 10),
  warmup: num('warmup', 3),
}
const PAGE_NAMES = { home: 'accueil', list: 'liste', product: 'produit' } as const
const log = (text: string) => console.log(`[bench] ${text}`)

const machineBefore = machine()
/*
 * The board's Lighthouse score moves by up to ten points between loads of one build (81 to 95
 * on this machine; ADR 068): it is judged on the median of 9 loads, each in a fresh browser.
 */
const lighthouseRounds = () => num('lighthouse-rounds', 9)
const only = args.includes('--only') ? args[args.indexOf('--only') + 1]!.split(',') : null
/** The round-trips table alone: a count, not a timing, so it needs no quiet machine nor load. */
const roundTripsOnly = only?.every((row) => row === 'round-trips') ?? false
/** CPU per uncached page alone: its own servers (no page cache, no shop memory), no load. */
const cpuOnly = only?.every((row) => row === 'storefront-cpu') ?? false
/** The cost of counting a view alone (ADR 056): its own server, no load. */
const audienceOnly = only?.every((row) => row === 'audience-cost') ?? false
/** A new shop's cold home with a phone photo as logo (issue 27): its own server, the dashboard's. */
const logoOnly = only?.every((row) => row === 'logo-weight') ?? false
if (!flag('no-build')) roundTripsOnly || cpuOnly || audienceOnly ? buildWorker() : buildProduction()

/** Measures the round trips of each route, prints them and (unless --no-readme) writes README. */
async function roundTripsTable(): Promise<TripRow[]> {
  log('database round trips, route by route…')
  const rows = await measureRoundTrips(log)
  const md = roundTripsMarkdown(rows)
  console.log(`\n${md}\n`)
  for (const [name, value, ok] of roundTripTargets(rows))
    log(`${ok ? '✓' : '✗'} ${name} : ${value}`)
  if (!flag('no-readme')) {
    const written = writeReadme(join(ROOT, 'README.md'), md, 'round-trips')
    log(written ? 'README round trips updated.' : 'README round-trips markers not found.')
  }
  return rows
}

/** A fresh server serving dist/dashboard, seeded with the bench's merchant, for `measure`. */
async function onDashboardServer<T>(
  measure: (url: string, shop: BenchShop) => Promise<T>,
): Promise<T> {
  const withAssets = await startServer({ dashboard: true })
  try {
    return await measure(withAssets.url, await seedShop(withAssets.url, withAssets.mf))
  } finally {
    await withAssets.stop()
  }
}

if (roundTripsOnly) await roundTripsTable()
else if (cpuOnly) await storefrontCpuTable()
else if (audienceOnly) await audienceCostTable()
else if (logoOnly) await logoWeightTable()
else await loadBench()

/** A new shop's cold home with a 4000×3000 logo (issue 27), printed; the full run writes it. */
async function logoWeightTable(): Promise<{ weight: LogoWeight; md: string }> {
  log("a new shop's cold home with a 4000×3000 phone photo as logo…")
  const server = await startServer({ dashboard: true })
  try {
    const weight = await measureLogoWeight(server.url)
    const md = logoWeightMarkdown(weight)
    console.log(`\n${md}\n`)
    return { weight, md }
  } finally {
    await server.stop()
  }
}

/** The cost of counting a view (ADR 056), printed; the full run writes it to README too. */
async function audienceCostTable(): Promise<string> {
  log('cost of counting a view (cached home page, with and without the audience counted)…')
  const md = audienceCostMarkdown(
    await measureAudienceCost({ rounds: num('rounds', 3), requests: num('requests', 300), log }),
  )
  console.log(`\n${md}\n`)
  return md
}

/** workerd CPU per uncached page, of this build and (--before) another one, interleaved. */
async function storefrontCpuTable() {
  const before = args.includes('--before') ? args[args.indexOf('--before') + 1] : undefined
  log('workerd CPU per uncached page (no page cache, STOREFRONT_MEMO_MS=0)…')
  const rows = await measureStorefrontCpu(
    before ? [{ name: 'before', path: before }, { name: 'after' }] : [{ name: 'this build' }],
    { rounds: num('rounds', 3), log },
  )
  console.log(`\n${storefrontCpuMarkdown(rows)}\n`)
}

async function loadBench() {
  /*
   * The storefront rows run on a worker with no static assets in front: Miniflare's asset router
   * is one more workerd hop per request (about 4× the ceiling's CPU), which Cloudflare's edge does
   * not bill to the Worker. The dashboard's rows get their own server, with the build served.
   */
  const server = await startServer()

  try {
    log(`worker on ${server.url}; seeding the shop through the API…`)
    const shop = await seedShop(server.url, server.mf)
    if (only?.includes('slow-phone')) {
      log('slow phone (issue 27)…')
      const rounds = num('rounds', 3)
      const r = await onDashboardServer((url, shop) => measureSlowPhone(url, shop, { rounds }))
      console.log(`\n${slowPhoneMarkdown(r, rounds)}`)
    }
    if (only?.includes('dashboard')) {
      log('dashboard (issue 15)…')
      const d = await onDashboardServer((url) =>
        measureDashboard(url, { lighthouse: !flag('no-lighthouse'), rounds: lighthouseRounds() }),
      )
      console.log(`\n${dashboardMarkdown(d)}`)
      for (const [name, value, ok] of dashboardTargets(d))
        log(`${ok ? '✓' : '✗'} ${name} : ${value}`)
    }
    const pages = {
      home: `/${shop.slug}/home`,
      list: `/${shop.slug}/products`,
      product: `/${shop.slug}/products/${shop.productId}`,
    }
    const weights = []
    for (const [page, path] of Object.entries(pages)) {
      weights.push({
        page: PAGE_NAMES[page as keyof typeof pages],
        w: await weighPage(server.url, path),
      })
    }
    const ceilingBytes = weights[0]!.w.htmlRaw
    const ceilingPath = `/__bench/static?bytes=${ceilingBytes}`

    // A query that never repeats: every request renders and stores a new entry (a real miss).
    let n = 0
    const miss =
      (path: string): PathSource =>
      () =>
        `${path}?r=${++n}`
    const plan: [string, Row['kind'], PathSource][] = [
      ['Plafond (corps fixe)', 'ceiling', ceilingPath],
      ['Accueil, hors cache', 'miss', miss(pages.home)],
      ['Accueil, en cache', 'hit', pages.home],
      ['Liste des produits, hors cache', 'miss', miss(pages.list)],
      ['Liste des produits, en cache', 'hit', pages.list],
      ['Page produit, hors cache', 'miss', miss(pages.product)],
      ['Page produit, en cache', 'hit', pages.product],
      [`API GET /api/publics/<slug>`, 'api', `/api/publics/${shop.slug}`],
    ]
    const rows: Row[] = []
    for (const [name, kind, path] of plan) {
      if (only && !only.includes(kind)) continue
      log(`${name}…`)
      await settle()
      const row =
        kind === 'ceiling'
          ? await measured(server.url, path, opts)
          : await pairedWithCeiling(server.url, path, ceilingPath, opts)
      const { max } = row
      const half = await pacedLoad(server.url, path, max.rps / 2, opts.duration, opts.connections)
      rows.push({ name, kind, ...row, half })
      if (max.failed) log(`  ${max.failed} failed responses!`)
    }
    if (only) {
      if (only.includes('round-trips')) await roundTripsTable()
      for (const r of rows) {
        const cpu = `${Math.round(r.cpuUs)} µs CPU/req`
        const c = r.paired
          ? `; paired ceiling ${Math.round(r.paired.rps)} req/s, ${Math.round(r.paired.cpuUs)} µs → ${(100 * r.paired.ratio).toFixed(0)} %`
          : ''
        log(`${r.name}: ${Math.round(r.max.rps)} req/s, p99 ${r.max.p99} ms, ${cpu}${c}`)
      }
    } else {
      await fullReport(server, pages, weights, ceilingPath, rows)
    }
  } finally {
    await server.stop()
  }
}

async function fullReport(
  server: Awaited<ReturnType<typeof startServer>>,
  pages: { home: string; product: string },
  weights: Report['weights'],
  ceilingPath: string,
  rows: Row[],
) {
  log('ceiling again (noise check)…')
  const ceilingEnd = await maxLoad(server.url, ceilingPath, opts)

  let lighthouse: Report['lighthouse'] = null
  if (!flag('no-lighthouse')) {
    log('Lighthouse (mobile)…')
    const [home, product] = await runLighthouse([
      `${server.url}${pages.home}`,
      `${server.url}${pages.product}`,
    ])
    lighthouse = [
      { page: 'accueil', r: home! },
      { page: 'produit', r: product! },
    ]
  }

  log('dashboard (issue 15) and the slow phone (issue 27)…')
  const rounds = num('rounds', 3)
  const { dashboard, slowPhone } = await onDashboardServer(async (url, shop) => ({
    dashboard: await measureDashboard(url, {
      lighthouse: !flag('no-lighthouse'),
      rounds: lighthouseRounds(),
    }),
    slowPhone: { report: await measureSlowPhone(url, shop, { rounds }), rounds },
  }))

  const report: Report = {
    date: new Date().toISOString().slice(0, 16).replace('T', ' '),
    machineBefore,
    loadAfter: machine().load,
    options: opts,
    ceilingBytes: weights[0]!.w.htmlRaw,
    ceilingEnd,
    rows,
    weights,
    bundle: weighBundle(BUNDLE),
    lighthouse,
    dashboard,
    slowPhone,
  }
  const md = markdown(report)
  console.log(`\n${md}\n`)
  const trips = await roundTripsTable()
  const audienceCost = await audienceCostTable()
  if (!flag('no-readme')) writeReadme(join(ROOT, 'README.md'), audienceCost, 'audience-cost')
  const logo = await logoWeightTable()
  if (!flag('no-readme')) writeReadme(join(ROOT, 'README.md'), logo.md, 'logo-weight')
  const missed = [
    ...targets(report),
    ...roundTripTargets(trips),
    ...logoWeightTargets(logo.weight),
  ].filter(([, , ok]) => !ok)
  log(missed.length ? `${missed.length} target(s) missed.` : 'every target met.')
  if (!flag('no-readme')) {
    const written = writeReadme(join(ROOT, 'README.md'), md)
    log(
      written ? 'README "Performance" section updated.' : 'README markers not found: not written.',
    )
  }
}
