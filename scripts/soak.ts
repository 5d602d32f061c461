/**
 * `npm run soak` (not part of npm test): drives the production worker at its maximum for 60 s
 * with storefront browsing and order placement mixed, and shoppers paying online through the
 * payment sandbox, then checks that stock + ordered units equal the starting stock for every
 * product. Then kills the worker in the middle of a second run, restarts it on the same disk,
 * runs the cron, and checks that every acknowledged order is there whole and that every
 * payment the provider confirmed is paid once: none lost, none counted twice.
 * Options: --no-build, --seconds N (default 60), --connections N (default 50), --payers N (6).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { machine } from './bench/report.ts'
import { seedShop } from './bench/seed.ts'
import { BUNDLE, buildProduction, ROOT, startServer, workerdPids } from './bench/server.ts'
import { acknowledgedOrdersIntact, stockAccounting, stockByProduct } from './soak/checks.ts'
import {
  awaitingTheJob,
  enableOnlinePayment,
  type PaymentFlow,
  paymentInvariants,
  runCronUntilAsked,
  startPaymentWorld,
} from './soak/payments.ts'
import { runTraffic, summarize, summarizePayments } from './soak/traffic.ts'

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const SECONDS = arg('--seconds', 60)
const CONNECTIONS = arg('--connections', 50)
const PAYERS = arg('--payers', 6)
// Enough for both runs: refusals then come from real races on popular products, not an empty shelf.
const STOCK = 400

if (!process.argv.includes('--no-build') || !existsSync(BUNDLE)) buildProduction()

// The payment sandbox stands in for FedaPay. ENVIRONMENT "test" is production but for one
// thing: provider URLs may point at this machine (providers/index.ts), as the sandbox needs.
const payments = await startPaymentWorld()
const bindings = { ...payments.bindings, ENVIRONMENT: 'test' }
const first = await startServer({ bindings })
payments.retarget(first.url)
const shop = await seedShop(first.url, first.mf)
const db = await first.mf.getD1Database('DB')
await enableOnlinePayment(first.url, shop, payments)
// Stock per product only (no per-variant stock), so the accounting below is exact.
await db.prepare('DELETE FROM product_variants').run()
await db
  .prepare('UPDATE products SET stock = ? WHERE store_id = (SELECT id FROM stores WHERE slug = ?)')
  .bind(STOCK, shop.slug)
  .run()
const { results: choices } = await db
  .prepare(
    'SELECT id, sizes, colors FROM products WHERE store_id = (SELECT id FROM stores WHERE slug = ?)',
  )
  .bind(shop.slug)
  .all<{ id: string; sizes: string; colors: string }>()
const options = new Map(
  choices.map((c) => [
    c.id,
    { sizes: JSON.parse(c.sizes) as string[], colors: JSON.parse(c.colors) as string[] },
  ]),
)
const start = await stockByProduct(db, shop.slug)
const productIds = [...start.keys()]
console.log(
  `Boutique « ${shop.slug} » : ${productIds.length} produits, stock ${STOCK} chacun. Charge : ${CONNECTIONS} connexions + ${PAYERS} clients qui paient en ligne, ${SECONDS} s. FedaPay activé par l'API marchande.`,
)

const traffic = { slug: shop.slug, productIds, options, connections: CONNECTIONS, orderShare: 0.2 }
const enduranceFlows: PaymentFlow[] = []
const soak = summarize(
  await runTraffic({
    ...traffic,
    base: first.url,
    seconds: SECONDS,
    payers: { connections: PAYERS, flows: enduranceFlows },
  }),
  SECONDS,
)
const accounting = await stockAccounting(db, shop.slug, start)
console.log('Endurance :', soak, accounting)

// Crash: kill workerd halfway through a run; requests in flight get no answer (not acknowledged).
const CRASH_RUN = 12
let killed = false
const crashFlows: PaymentFlow[] = []
const crashOutcomes = await runTraffic(
  {
    ...traffic,
    base: first.url,
    seconds: CRASH_RUN,
    payers: { connections: PAYERS, flows: crashFlows },
  },
  (elapsed) => {
    if (!killed && elapsed >= CRASH_RUN / 2) {
      for (const pid of workerdPids()) process.kill(pid, 'SIGKILL')
      killed = true
    }
  },
)
await Promise.race([first.stop().catch(() => {}), new Promise((r) => setTimeout(r, 3000))])
const second = await startServer({ dir: first.dir, migrate: false, bindings })
payments.retarget(second.url)
const db2 = await second.mf.getD1Database('DB')
const acknowledged = crashOutcomes.flatMap((o) => (o.orderId ? [o.orderId] : []))
const intact = await acknowledgedOrdersIntact(db2, acknowledged)
// Paid at the provider, never heard of by the shop (notification lost, shopper gone): the
// scheduled job has to ask the provider about them.
const paidRefs = [...enduranceFlows, ...crashFlows].flatMap((f) => (f.paidRef ? [f.paidRef] : []))
const forTheJob = await awaitingTheJob(db2, paidRefs)
const cron = await runCronUntilAsked(second.mf, db2)
const money = await paymentInvariants(db2, payments.sandbox.url, shop.slug, paidRefs)
const afterCrash = await stockAccounting(db2, shop.slug, start)
const serving = (await fetch(`${second.url}/${shop.slug}/home`)).status
await second.stop()
await payments.close()

const crash = summarize(crashOutcomes, CRASH_RUN)
const paying = summarizePayments([...enduranceFlows, ...crashFlows])
console.log('Paiements en ligne :', paying, payments.relayed, cron, money)
const ok =
  soak.unexpected === 0 &&
  accounting.mismatches.length === 0 &&
  accounting.negative === 0 &&
  intact.missing === 0 &&
  intact.halfWritten === 0 &&
  intact.ordersWithoutLines === 0 &&
  afterCrash.mismatches.length === 0 &&
  serving === 200 &&
  paying.unexpected === 0 &&
  money.paidAtProvider > 0 &&
  money.lost === 0 &&
  money.wrongOrderStatus === 0 &&
  money.paidWithoutProvider === 0 &&
  money.doublePaidOrders === 0 &&
  money.messageMismatches === 0 &&
  money.merchantMessages === money.paidRows

const m = machine()
const md = `<!-- soak:results:start -->
Mesure du ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC : ${m.nproc} cœurs, ${m.cpu}, ${m.memGiB} de mémoire, charge ${m.load}.

| Endurance (${SECONDS} s, ${CONNECTIONS} connexions, 20 % de commandes) | Valeur |
|---|---:|
| Requêtes | ${soak.requests} (${soak.rps} req/s) |
| p50 / p99 | ${soak.p50} ms / ${soak.p99} ms |
| Commandes créées / refusées (409, stock épuisé) | ${soak.ordersCreated} / ${soak.ordersRefused409} |
| Réponses inattendues (hors 2xx et 409) | ${soak.unexpected}${soak.unexpected ? ` (${JSON.stringify(soak.unexpectedStatuses)})` : ''} |
| Produits dont stock + quantités commandées ≠ stock de départ | ${accounting.mismatches.length} sur ${accounting.products} |

| Panne (workerd tué à ${CRASH_RUN / 2} s sur ${CRASH_RUN}, redémarré sur le même disque) | Valeur |
|---|---:|
| Commandes acquittées (201) avant ou pendant la panne | ${intact.acknowledged} |
| Acquittées mais introuvables après redémarrage | ${intact.missing} |
| Commandes à moitié écrites (lignes ≠ total, sans historique, sans lignes) | ${intact.halfWritten + intact.ordersWithoutLines} |
| Requêtes sans réponse pendant la panne (non acquittées) | ${crash.connectionErrors} |
| Comptabilité du stock après redémarrage | ${afterCrash.mismatches.length === 0 ? 'exacte' : `${afterCrash.mismatches.length} écarts`} |
| La boutique répond après redémarrage | ${serving === 200 ? 'oui (200)' : `non (${serving})`} |

| Paiements en ligne (bac à sable FedaPay, ${PAYERS} connexions, pendant les deux passes) | Valeur |
|---|---:|
| Clients envoyés vers la page de paiement / payés chez le prestataire / abandons | ${paying.sentToProvider} / ${paying.paidAtProvider} / ${paying.abandoned} |
| Notifications perdues : jetées par le relais (30 %) / envoyées pendant la panne (workerd arrêté) | ${payments.relayed.dropped} / ${payments.relayed.failed} |
| Payés chez le prestataire mais encore « en attente » au redémarrage (travail du cron) | ${forTheJob} |
| Passages du cron / paiements encore « en attente » après (jamais réglés chez le prestataire) | ${cron.runs} / ${cron.pendingAfter} |
| Payés chez le prestataire (bon montant) sans exactement un paiement « payé » | ${money.lost} sur ${money.paidAtProvider} |
| Commandes payées mais non « payée » / paiements « payés » inconnus du prestataire | ${money.wrongOrderStatus} / ${money.paidWithoutProvider} |
| Commandes avec deux paiements « payés » / messages « paiement reçu » ≠ paiements | ${money.doublePaidOrders} / ${money.merchantMessages === money.paidRows ? 0 : Math.abs(money.merchantMessages - money.paidRows)} (+ ${money.messageMismatches} commandes sans exactement un message et un reçu) |
| Réponses inattendues du parcours de paiement | ${paying.unexpected}${paying.firstUnexpected ? ` (${paying.firstUnexpected})` : ''} |

Résultat : ${ok ? '✓ rien de perdu, rien en double' : '✗ voir ci-dessus'}.
<!-- soak:results:end -->`
console.log(md)
const readme = join(ROOT, 'README.md')
const text = readFileSync(readme, 'utf8')
const marked = /<!-- soak:results:start -->[\s\S]*<!-- soak:results:end -->/
writeFileSync(readme, marked.test(text) ? text.replace(marked, md) : text)
// The project's formatter aligns the tables, so `npm run lint` stays clean after a run.
execFileSync('npx', ['biome', 'format', '--write', readme], { stdio: 'ignore' })
process.exit(ok ? 0 : 1)
