import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { cpus, freemem, loadavg, totalmem } from 'node:os'
import { type DashboardReport, DASHBOARD_TARGETS as T } from './dashboard.ts'
import type { LighthouseResult } from './lighthouse.ts'
import type { LoadResult } from './load.ts'
import type { PacedResult } from './paced.ts'
import type { Paired } from './paired.ts'
import { type BundleFacts, kb, type PageWeight, WORKER_BUDGET_KB } from './sizes.ts'
import type { SlowPhoneReport } from './slow-phone.ts'
import { slowPhoneMarkdown, slowPhoneTargets } from './slow-phone-report.ts'

export type Machine = { nproc: number; cpu: string; memGiB: string; load: string }

export const machine = (): Machine => ({
  nproc: cpus().length,
  cpu: cpus()[0]?.model.trim() ?? 'processeur inconnu',
  memGiB: `${(totalmem() / 2 ** 30).toFixed(1)} GiB (${(freemem() / 2 ** 30).toFixed(1)} libres)`,
  load: loadavg()
    .map((l) => l.toFixed(2))
    .join(' / '),
})

export type Row = {
  name: string
  kind: 'ceiling' | 'miss' | 'hit' | 'api'
  max: LoadResult
  /** workerd CPU time per request (µs). */
  cpuUs: number
  half?: PacedResult
  /** The ceiling measured in rounds alternating with this row (see bench/paired.ts). */
  paired?: Paired
}

/** A row against the ceiling: the median of its paired rounds, else against the ceiling row. */
function ratiosOf(r: Report, row: Row): { ratio: number; cpuRatio: number } {
  if (row.paired) return row.paired
  const first = r.rows.find((x) => x.kind === 'ceiling')!
  return { ratio: row.max.rps / first.max.rps, cpuRatio: first.cpuUs / row.cpuUs }
}

export type Report = {
  date: string
  machineBefore: Machine
  loadAfter: string
  options: { connections: number; duration: number; warmup: number }
  ceilingBytes: number
  ceilingEnd: LoadResult
  rows: Row[]
  weights: { page: string; w: PageWeight }[]
  bundle: BundleFacts
  lighthouse: { page: string; r: LighthouseResult }[] | null
  /** Issue 15: the dashboard's sign-in and board (null when not measured). */
  dashboard: DashboardReport | null
  /** Issue 27: the merchant's journeys on a slow phone (null when not measured). */
  slowPhone: { report: SlowPhoneReport; rounds: number } | null
}

const KB = 1024
const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`
const mark = (ok: boolean) => (ok ? '✓' : '✗')

/** Every target of issue 5, with the figure measured and ✓/✗. */
export function targets(r: Report): [string, string, boolean][] {
  const pages = r.rows.filter((x) => x.kind === 'hit' || x.kind === 'miss')
  const w = (page: string) => r.weights.find((x) => x.page === page)!.w
  const out: [string, string, boolean][] = []
  const maxJs = Math.max(...r.weights.map((x) => x.w.js))
  const external = r.weights.reduce((n, x) => n + x.w.externalScripts, 0)
  out.push([
    'Aucun JavaScript requis (aucun script externe)',
    `${external} script(s) externe(s)`,
    external === 0,
  ])
  out.push(['Script facultatif ≤ 15 Ko gzip', kb(maxJs), maxJs <= 15 * KB])
  const hydrated = r.weights.some((x) => x.w.hydration)
  out.push(['Pas d’hydratation React', hydrated ? 'trouvée' : 'aucune', !hydrated])
  out.push(['HTML de l’accueil ≤ 25 Ko gzip', kb(w('accueil').html), w('accueil').html <= 25 * KB])
  out.push([
    'HTML de la page produit ≤ 20 Ko gzip',
    kb(w('produit').html),
    w('produit').html <= 20 * KB,
  ])
  for (const l of r.lighthouse ?? []) {
    out.push([`Lighthouse ${l.page} ≥ 95`, String(l.r.score), l.r.score >= 95])
    out.push([`Lighthouse ${l.page} LCP ≤ 1.5 s`, ms(l.r.lcp), l.r.lcp <= 1500])
  }
  for (const p of pages) {
    const { ratio, cpuRatio: cpu } = ratiosOf(r, p)
    const need = p.kind === 'hit' ? 0.8 : 0.35
    const value = `${(ratio * 100).toFixed(0)} % (CPU : ${(cpu * 100).toFixed(0)} %)`
    out.push([`${p.name} ≥ ${need * 100} % du plafond`, value, ratio >= need])
  }
  for (const p of [...pages, ...r.rows.filter((x) => x.kind === 'api')]) {
    if (p.half) out.push([`${p.name} : p99 ≤ 25 ms à mi-charge`, ms(p.half.p99), p.half.p99 <= 25])
  }
  out.push([
    `Paquet du Worker ≤ ${WORKER_BUDGET_KB} Ko gzip`,
    kb(r.bundle.gzip),
    r.bundle.gzip <= WORKER_BUDGET_KB * KB,
  ])
  out.push([
    'Rendu des pages en mode production',
    r.bundle.reactProduction ? 'oui' : 'non',
    r.bundle.reactProduction,
  ])
  if (r.dashboard) out.push(...dashboardTargets(r.dashboard))
  if (r.slowPhone) out.push(...slowPhoneTargets(r.slowPhone.report))
  return out
}

/** Issue 15's targets for the merchant's door, with the figure measured and ✓/✗. */
export function dashboardTargets(d: DashboardReport): [string, string, boolean][] {
  const out: [string, string, boolean][] = [
    [`JS de /auth/signin ≤ ${T.signin} Ko gzip`, kb(d.signinJs), d.signinJs <= T.signin * KB],
    [
      `JS de /user/dashboard (connecté, à froid) ≤ ${T.dashboard} Ko gzip`,
      kb(d.dashboardJs),
      d.dashboardJs <= T.dashboard * KB,
    ],
    [
      `Morceaux propres d’une route ≤ ${T.route} Ko gzip`,
      `${kb(d.route.bytes)} (${d.route.src.replace(/^.*node_modules\/((?:@[^/]+\/)?[^/]+).*$|^src\/features\//, '$1')})`,
      d.route.bytes <= T.route * KB,
    ],
    [`Morceau partagé ≤ ${T.route} Ko gzip`, kb(d.shared.bytes), d.shared.bytes <= T.route * KB],
  ]
  if (d.signin) {
    out.push([
      `Lighthouse connexion ≥ ${T.signinScore}`,
      String(d.signin.score),
      d.signin.score >= T.signinScore,
    ])
    out.push([`Lighthouse connexion LCP ≤ 2 s`, ms(d.signin.lcp), d.signin.lcp <= T.signinLcpMs])
  }
  if (d.dashboard)
    out.push([
      `Lighthouse tableau de bord ≥ ${T.dashboardScore} (médiane de ${d.dashboardScores.length} passages)`,
      String(d.dashboard.score),
      d.dashboard.score >= T.dashboardScore,
    ])
  return out
}

/** The dashboard's rows: JS weights from the build, Lighthouse of both pages. */
export function dashboardMarkdown(d: DashboardReport): string {
  const lines = [
    '| Tableau de bord (gzip -6) | JS (manifeste du build) | JS transféré (Lighthouse) |',
    '|---|---:|---:|',
    `| /auth/signin (page du Worker : ses scripts tels que servis) | ${kb(d.signinJs)} | ${d.signin ? kb(d.signin.jsBytes) : ''} |`,
    `| /user/dashboard (connecté, à froid) | ${kb(d.dashboardJs)} | ${d.dashboard ? kb(d.dashboard.jsBytes) : ''} |`,
    '',
  ]
  const rows = [
    ['connexion (/auth/signin)', d.signin],
    ['tableau de bord (/user/dashboard, connecté)', d.dashboard],
  ] as const
  if (d.signin || d.dashboard) {
    lines.push('| Lighthouse (mobile) | score | LCP | TBT | CLS |', '|---|---:|---:|---:|---:|')
    for (const [page, l] of rows)
      if (l)
        lines.push(`| ${page} | ${l.score} | ${ms(l.lcp)} | ${ms(l.tbt)} | ${l.cls.toFixed(3)} |`)
    if (d.dashboardScores.length > 1)
      lines.push(
        '',
        `Tableau de bord : le passage médian de ${d.dashboardScores.length} (scores ${d.dashboardScores.join(', ')}).`,
      )
    lines.push('')
  }
  return lines.join('\n')
}

/** The results as Markdown: machine, throughput table, weights, Lighthouse, targets. */
export function markdown(r: Report): string {
  const ceiling = r.rows.find((x) => x.kind === 'ceiling')!
  const drift = ((r.ceilingEnd.rps - ceiling.max.rps) / ceiling.max.rps) * 100
  const lines = [
    `Mesure du ${r.date} : ${r.machineBefore.nproc} cœurs (\`nproc\`), ${r.machineBefore.cpu}, ${r.machineBefore.memGiB} de mémoire.`,
    `Charge moyenne (1/5/15 min) avant : ${r.machineBefore.load} ; après : ${r.loadAfter}. Plafond mesuré de nouveau à la fin : ${ceiling.max.rps.toFixed(0)} → ${r.ceilingEnd.rps.toFixed(0)} req/s (${drift >= 0 ? '+' : ''}${drift.toFixed(0)} %), ce qui donne une idée du bruit sur cette machine partagée.`,
    `autocannon, ${r.options.connections} connexions, ${r.options.duration} s par chiffre après ${r.options.warmup} s de chauffe ; « mi-charge » = charge ouverte régulière à la moitié du maximum mesuré (la requête n part à t0 + n/débit, sur 50 connexions au plus ; latence comptée depuis l’instant prévu, après 1 s de chauffe). Hors cache : une requête différente à chaque appel (\`?r=<n>\`), donc rendu complet et écriture dans le cache.`,
    '',
    '| Cible | req/s | p50 | p99 | plafond apparié | × plafond | p99 à mi-charge | CPU workerd / req | × plafond (CPU) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...r.rows.map((x) => {
      const c = ratiosOf(r, x)
      const ratio = c.ratio.toFixed(2).replace('.', ',')
      const paired = x.paired
        ? `${x.paired.rps.toFixed(0)} req/s, ${x.paired.cpuUs.toFixed(0)} µs`
        : ''
      const half = x.half ? ms(x.half.p99) : ''
      const cpuRatio = c.cpuRatio.toFixed(2).replace('.', ',')
      return `| ${x.name} | ${x.max.rps.toFixed(0)} | ${ms(x.max.p50)} | ${ms(x.max.p99)} | ${paired} | ${ratio} | ${half} | ${x.cpuUs.toFixed(0)} µs | ${cpuRatio} |`
    }),
    '',
    'Plafond apparié : chaque ligne est mesurée en 3 manches d’un tiers de la durée, chacune juste après une manche du plafond (plafond, page, plafond, page…) ; la colonne donne la moyenne des manches du plafond. « × plafond » = médiane des 3 rapports page ÷ plafond de la même manche : une rafale d’un autre travail de cette machine partagée ne pèse que sur une manche. req/s, p50 : moyenne et médiane des manches de la page ; p99 : la pire manche. CPU workerd / req : temps de processeur de workerd (/proc) divisé par le nombre de requêtes ; « × plafond (CPU) » = médiane des rapports CPU du plafond ÷ CPU de la page. L’objectif est jugé sur les req/s.',
    '',
    `Plafond : le même Worker renvoie depuis la mémoire un corps HTML fixe de ${kb(r.ceilingBytes)} (la taille de l’accueil), par un module d’enveloppe propre au banc autour du paquet de production (aucune route de ce genre en production).`,
    '',
    '| Page (gzip -6) | HTML | CSS en ligne | JS | HTML brut |',
    '|---|---:|---:|---:|---:|',
    ...r.weights.map(
      (x) =>
        `| ${x.page} | ${kb(x.w.html)} | ${kb(x.w.css)} | ${kb(x.w.js)} | ${kb(x.w.htmlRaw)} |`,
    ),
    '',
    `Paquet du Worker : ${kb(r.bundle.raw)} brut, ${kb(r.bundle.gzip)} gzip ; rendu des pages ${r.bundle.reactProduction ? 'en mode production' : 'EN MODE DÉVELOPPEMENT'}.`,
    '',
  ]
  if (r.lighthouse) {
    lines.push('| Lighthouse (mobile) | score | LCP | TBT | CLS |', '|---|---:|---:|---:|---:|')
    for (const l of r.lighthouse)
      lines.push(
        `| ${l.page} | ${l.r.score} | ${ms(l.r.lcp)} | ${ms(l.r.tbt)} | ${l.r.cls.toFixed(3)} |`,
      )
    lines.push('')
  }
  if (r.dashboard) lines.push(dashboardMarkdown(r.dashboard))
  if (r.slowPhone) lines.push(slowPhoneMarkdown(r.slowPhone.report, r.slowPhone.rounds))
  lines.push('| Objectif (issues 5 et 15) | Mesuré | |', '|---|---:|:-:|')
  for (const [name, value, ok] of targets(r)) lines.push(`| ${name} | ${value} | ${mark(ok)} |`)
  return lines.join('\n')
}

/** The README blocks the bench writes: `<!-- bench:<name>:start -->` … `<!-- bench:<name>:end -->`. */
export type ReadmeBlock = 'results' | 'round-trips' | 'audience-cost' | 'logo-weight'

/** Replaces a results block of README's "Performance" section (between its markers). */
export function writeReadme(path: string, md: string, block: ReadmeBlock = 'results'): boolean {
  const [start, end] = [`<!-- bench:${block}:start -->`, `<!-- bench:${block}:end -->`]
  const text = readFileSync(path, 'utf8')
  const [a, b] = [text.indexOf(start), text.indexOf(end)]
  if (a === -1 || b === -1 || b < a) return false
  writeFileSync(path, `${text.slice(0, a + start.length)}\n${md}\n\n${text.slice(b)}`)
  // The project's formatter aligns the tables, so `npm run lint` stays clean after a run.
  execFileSync('npx', ['biome', 'format', '--write', path], { stdio: 'ignore' })
  return true
}
