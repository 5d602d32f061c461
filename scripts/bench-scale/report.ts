/**
 * The scale bench's tables (French, like the README): each row's figures at each size and their
 * ratios to the smallest, then the capacity figures. README sections between markers.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import type { Machine } from '../bench/report.ts'
import { type Capacity, CRON_QUERIES_PER_DATABASE, LIMITS, type TableSize } from './capacity.ts'
import type { RowResult } from './measure.ts'
import type { Counts } from './seed.ts'

/** A row whose cost at the largest size exceeds this multiple of the smallest is flagged. */
export const RATIO_TARGET = 1.5

export type SizeRun = {
  shops: number
  seedSeconds: number | null
  counts: Counts
  rows: RowResult[]
}

const fr = (n: number, digits = 0) =>
  n.toLocaleString('fr-FR', { minimumFractionDigits: digits, maximumFractionDigits: digits })
const ms = (n: number) => `${fr(n, n < 10 ? 1 : 0)} ms`
const ratio = (a: number, b: number) => (b > 0 ? a / b : Number.NaN)
const x = (r: number) => (Number.isFinite(r) ? `${fr(r, 2)}×` : '–')
const GB = 1024 ** 3

export function scaleMarkdown(runs: SizeRun[], m: Machine, date: string, opts: string): string {
  const base = runs[0]!
  const last = runs[runs.length - 1]!
  const head = [
    'Route',
    ...runs.flatMap((r) => [`p50 ${fr(r.shops)}`, `CPU ${fr(r.shops)}`]),
    ...runs.slice(1).flatMap((r) => [`× p50 ${fr(r.shops)}`, `× CPU ${fr(r.shops)}`]),
    '',
  ]
  const lines = [
    `Mesure du ${date} : ${m.nproc} cœurs (\`nproc\`), ${m.cpu}, ${m.memGiB} de mémoire, charge ${m.load}. ${opts}`,
    '',
    `| ${head.join(' | ')} |`,
    `| ${head.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
  ]
  const flagged: string[] = []
  for (const row of base.rows) {
    const at = (r: SizeRun): RowResult | undefined => r.rows.find((x) => x.name === row.name)
    const cells = runs.flatMap((r) => {
      const a = at(r)
      return a ? [ms(a.p50), `${fr(a.cpuUs)} µs`] : ['–', '–']
    })
    const ratios = runs.slice(1).flatMap((r) => {
      const a = at(r)
      return a ? [x(ratio(a.p50, row.p50)), x(ratio(a.cpuUs, row.cpuUs))] : ['–', '–']
    })
    const l = at(last)
    const over = (a: number, b: number) => runs.length > 1 && !!l && ratio(a, b) > RATIO_TARGET
    const what = [
      l && over(l.cpuUs, row.cpuUs) ? 'CPU' : '',
      l && over(l.p50, row.p50) ? 'latence' : '',
    ].filter(Boolean)
    if (what.length) flagged.push(`${row.name} (${what.join(', ')})`)
    lines.push(
      `| ${[row.name, ...cells, ...ratios, what.length ? `⚠ ${what.join(', ')}` : ''].join(' | ')} |`,
    )
  }
  lines.push('')
  lines.push(
    `Plateformes : ${runs
      .map(
        (r) =>
          `${fr(r.shops)} boutiques = ${fr(r.counts.products ?? 0)} produits, ${fr(r.counts.orders ?? 0)} commandes, ${fr(r.counts.order_items ?? 0)} lignes, ${fr(r.counts.order_events ?? 0)} événements${r.seedSeconds === null ? ' (fichier réutilisé)' : ` (semées en ${fr(r.seedSeconds)} s)`}`,
      )
      .join(' ; ')}.`,
  )
  lines.push(
    runs.length > 1
      ? flagged.length
        ? `⚠ Au-delà de ${fr(RATIO_TARGET, 1)}× à ${fr(last.shops)} boutiques : ${flagged.join(', ')}.`
        : `Aucune route au-delà de ${fr(RATIO_TARGET, 1)}× à ${fr(last.shops)} boutiques.`
      : 'Une seule taille mesurée : pas de rapport.',
  )
  return lines.join('\n')
}

export function capacityMarkdown(c: Capacity, sizes: TableSize[], cronUs: number | null): string {
  const lines = [
    `Mesuré sur la plateforme de ${fr(c.shops)} boutiques (table \`dbstat\` de SQLite : pages de la table et de ses index ; l’index de recherche FTS5 est compté avec les produits).`,
    '',
    '| Table | Lignes | Octets | Octets / ligne |',
    '| --- | ---: | ---: | ---: |',
    ...sizes
      .filter((t) => t.bytes >= 64 * 1024)
      .map(
        (t) =>
          `| ${t.table} | ${fr(t.rows)} | ${fr(t.bytes / 1024 ** 2, 1)} Mo | ${fr(t.perRow)} |`,
      ),
    '',
    `- Une boutique (moyenne de ce mélange : ${fr(c.bytesPerShop / 1024, 1)} Ko) ; une commande avec ses lignes, son historique, sa notification, ses messages et son paiement : ${fr(c.bytesPerOrder)} octets.`,
    `- Boutiques par base à ${fr(LIMITS.databaseBytes / GB)} Go avec ${fr(LIMITS.headroom * 100)} % de marge : **${fr(c.shopsPerDatabase)}**.`,
    `- Écriture d’une base, mesurée ici : **${fr(c.sqliteOrdersPerSecond)} commandes/s** en SQLite seul (une transaction par commande : la commande, 3 lignes, son événement, sa notification, son message, 3 stocks ; WAL), soit le plafond d’une base sur cette machine ; à travers le Worker (16 clients à la fois, \`POST /api/publics/<slug>/orders\`), ${fr(c.placementsPerSecond)} commandes/s, borné par le CPU du Worker sur 2 cœurs partagés, pas par la base. Bornes hautes : D1 ajoute le réseau et la réplication.`,
    ...c.growth.map(
      (g) =>
        `- En croissance, à ${fr(g.ordersPerDay, 1)} commande par boutique et par jour : ${fr(g.shopsPerDatabase)} boutiques par base pour qu’une année de commandes tienne dans la marge ; 1 million de boutiques = ${fr(g.databases)} bases, ${fr(g.yearBytes / GB)} Go au bout d’un an.`,
    ),
    `- 1 million de boutiques, au mélange semé : **${fr(c.million.databases)} bases de boutiques** ; annuaire ≈ ${fr(c.million.directoryBytes / GB, 1)} Go (utilisateurs, boutiques, abonnements) ; un tour de tâches planifiées ≈ ${fr(c.million.cronQueries)} requêtes D1 (≈ ${CRON_QUERIES_PER_DATABASE} par base à vide)${cronUs === null ? '' : `, ≈ ${fr((cronUs / 1000) * c.million.databases)} ms de CPU si chaque base coûte un tour à vide mesuré ici`}.`,
    `- Limites Cloudflare (Workers Paid) : ${fr(LIMITS.databasesPerAccount)} bases par compte (relevable sur demande), ${fr(LIMITS.storagePerAccountBytes / GB)} Go par compte (relevable), ~${fr(LIMITS.d1BindingsPerScript)} bases liées à un script, ${fr(LIMITS.queriesPerInvocation)} requêtes D1 par invocation, ${fr(LIMITS.cpuPerInvocationMs / 60000)} min de CPU par invocation. ${bindsFirst(c)}`,
  ]
  return lines.join('\n')
}

/** The Cloudflare limit a million shops meets first, at the busiest growth rate. */
function bindsFirst(c: Capacity): string {
  const busy = c.growth[c.growth.length - 1]!
  const cronQueries = busy.databases * CRON_QUERIES_PER_DATABASE
  const shares: [string, number][] = [
    [
      'les requêtes D1 d’une invocation (tour de tâches planifiées)',
      cronQueries / LIMITS.queriesPerInvocation,
    ],
    ['le stockage par compte', busy.yearBytes / LIMITS.storagePerAccountBytes],
    ['les bases liées à un script', busy.databases / LIMITS.d1BindingsPerScript],
    ['le nombre de bases par compte', busy.databases / LIMITS.databasesPerAccount],
  ]
  shares.sort((a, b) => b[1] - a[1])
  const [name, share] = shares[0]!
  return `À ${fr(busy.ordersPerDay, 1)} commande/jour/boutique, la première limite atteinte est ${name} (${fr(share * 100)} % de la limite).`
}

/** Replaces the text between `<!-- name:start -->` and `<!-- name:end -->`. */
export function writeSection(path: string, name: string, md: string): boolean {
  const text = readFileSync(path, 'utf8')
  const [start, end] = [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`]
  const [a, b] = [text.indexOf(start), text.indexOf(end)]
  if (a === -1 || b === -1 || b < a) return false
  writeFileSync(path, `${text.slice(0, a + start.length)}\n${md}\n\n${text.slice(b)}`)
  execFileSync('npx', ['biome', 'format', '--write', path], { stdio: 'ignore' })
  return true
}
