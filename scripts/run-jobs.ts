/**
 * Runs the scheduled jobs once (what the 5-minute cron does in production) against the local D1
 * that `npm start` serves: subscription expiry and reminders, then message delivery.
 * Usage: npm run jobs   |   npm run jobs -- --now=2027-01-01   (moves the jobs' clock)
 *        npm run jobs -- --persist-to=/tmp/state   (the state of a `wrangler dev --persist-to`)
 * With LIBSQL_DATABASES set (Turso or local libsql files, scripts/lib/libsql-databases.ts), the
 * round runs on those databases instead, with the process's environment as the Worker's vars.
 */
import { join } from 'node:path'
import { getPlatformProxy } from 'wrangler'
import type { Env } from '../worker/env.ts'
import { runScheduledJobs } from '../worker/jobs.ts'
import { ensureDevVars } from './lib/dev-vars.ts'
import { libsqlDatabasesFromEnv } from './lib/libsql-databases.ts'

function clock(args: string[]): Date {
  const value = args.find((a) => a.startsWith('--now='))?.slice('--now='.length)
  if (!value) return new Date()
  const at = new Date(value)
  if (Number.isNaN(at.getTime())) {
    console.error(`Date invalide pour --now : « ${value} » (exemple : --now=2027-01-01T09:00)`)
    process.exit(1)
  }
  return at
}

const args = process.argv.slice(2)
const now = clock(args)
const persistTo = args.find((a) => a.startsWith('--persist-to='))?.slice('--persist-to='.length)
const libsql = libsqlDatabasesFromEnv()
if (!libsql) ensureDevVars()
// wrangler keeps its local state under <dir>/v3, for `wrangler dev --persist-to <dir>` too.
const proxy = libsql
  ? null
  : await getPlatformProxy<Env>({ persist: persistTo ? { path: join(persistTo, 'v3') } : true })
const env = proxy ? proxy.env : ({ ...process.env, databases: libsql } as unknown as Env)
try {
  const { subscriptions, outbox } = await runScheduledJobs(env, now)
  console.log(`Tâches planifiées exécutées à ${now.toISOString()}`)
  if (subscriptions.status === 'fulfilled') {
    const r = subscriptions.value
    console.log(
      `  Abonnements : ${r.expired} expiré(s), ${r.remindedWeek} rappel(s) à 7 jours, ${r.remindedDay} rappel(s) à 1 jour`,
    )
  } else console.error('  Abonnements : échec', subscriptions.reason)
  if (outbox.status === 'fulfilled')
    console.log(`  Messages : ${outbox.value.sent} envoyé(s), ${outbox.value.failed} en échec`)
  else console.error('  Messages : échec', outbox.reason)
  console.log('  Messages visibles sur /dev/outbox (npm start).')
} finally {
  libsql?.close()
  await proxy?.dispose()
}
