/**
 * `npm start`: builds the dashboard, applies migrations to every local database, seeds the
 * demo shop (idempotent), then serves everything with `wrangler dev` on http://localhost:8787
 * (`PORT` to choose another). Nothing is downloaded and no account is needed.
 *
 * Each step prints one line; its own output (wrangler reprints its migration table after every
 * migration, for every database: thousands of lines) is kept and shown only if the step fails.
 * `wrangler dev`'s output follows the summary as it comes.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { getPlatformProxy } from 'wrangler'
import type { Env } from '../worker/env.ts'
import { appliedMigrations, d1Bindings } from './lib/databases.ts'
import { ensureDevVars, setDevVar } from './lib/dev-vars.ts'
import { elapsed, runCaptured, withConsoleCaptured } from './lib/quiet.ts'
import { DEMO_SELLER, DEMO_TAILOR } from './lib/seed-atelier.ts'
import { DEMO_FEDAPAY, DEMO_PLATFORM_FEDAPAY } from './lib/seed-payments.ts'
import { syncTemplates } from './lib/whatsapp-templates.ts'
import { startPaymentSandbox } from './payment-sandbox/index.ts'
import { DEMO_ADMIN, DEMO_MERCHANT, seed } from './seed.ts'
import { startWhatsappSandbox } from './whatsapp-sandbox/index.ts'

const port = process.env.PORT ?? '8787'
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' }

/** Stops `npm start` after a failed step, with everything the step wrote. */
function fail(step: string, output: string, error?: unknown): never {
  console.error(`\n✗ ${step} : échec. Sortie complète :\n`)
  console.error(output.trimEnd())
  if (error) console.error(error)
  process.exit(1)
}

/** A step whose output is kept: `▶ label…`, then `✓ summary (time)` or the failure in full. */
async function step<T>(label: string, work: () => Promise<T>, summary: (value: T) => string) {
  const start = Date.now()
  console.log(`▶ ${label}…`)
  const value = await work()
  console.log(`  ✓ ${summary(value)} (${elapsed(start)})`)
  return value
}

ensureDevVars()
// Online payments go to the local sandbox: no provider account, no internet (issue 14).
// The demo shop's account and the platform's own (plan fees) know the sandbox's demo keys, and
// their webhooks come back to this worker, signed as FedaPay signs them.
const notifyUrl = `http://localhost:${port}/api/payments/notify/fedapay`
const sandbox = await startPaymentSandbox({
  port: Number(process.env.PAYMENT_SANDBOX_PORT ?? 8790),
  accounts: [
    { provider: 'fedapay', ...DEMO_FEDAPAY, webhookUrl: notifyUrl },
    { provider: 'fedapay', ...DEMO_PLATFORM_FEDAPAY, webhookUrl: notifyUrl },
  ],
})
setDevVar('FEDAPAY_API_URL', sandbox.fedapayApiUrl)
setDevVar('CINETPAY_API_URL', sandbox.cinetpayApiUrl)
setDevVar('PLATFORM_PAYMENT_PROVIDER', 'fedapay')
setDevVar('PLATFORM_PAYMENT_MODE', 'test')
setDevVar('PLATFORM_PAYMENT_CREDENTIALS', JSON.stringify(DEMO_PLATFORM_FEDAPAY))

// WhatsApp goes to the local stand-in of the Cloud API (ADR 049), through the code production
// runs: the repository's templates are submitted as `npm run whatsapp:templates` does, then
// approved; its status webhooks come back to this worker, signed with this run's app secret.
const whatsappApp = {
  token: `EAAG${randomBytes(24).toString('hex')}`,
  phoneNumberId: '100000000000001',
  wabaId: '200000000000001',
  appSecret: randomBytes(16).toString('hex'),
  webhookUrl: `http://localhost:${port}/api/whatsapp/webhook`,
}
const whatsapp = await startWhatsappSandbox({
  port: Number(process.env.WHATSAPP_SANDBOX_PORT ?? 8791),
  apps: [whatsappApp],
})
setDevVar('WHATSAPP_API_URL', whatsapp.apiUrl)
setDevVar('WHATSAPP_TOKEN', whatsappApp.token)
setDevVar('WHATSAPP_PHONE_NUMBER_ID', whatsappApp.phoneNumberId)
setDevVar('WHATSAPP_WABA_ID', whatsappApp.wabaId)
setDevVar('WHATSAPP_APP_SECRET', whatsappApp.appSecret)
setDevVar('WHATSAPP_VERIFY_TOKEN', randomBytes(12).toString('hex'))
await syncTemplates({
  apiUrl: whatsapp.apiUrl,
  wabaId: whatsappApp.wabaId,
  token: whatsappApp.token,
})
await fetch(`${whatsapp.url}/_sandbox/templates/review`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ wabaId: whatsappApp.wabaId }),
})

console.log('')
await step(
  'Construction du tableau de bord',
  async () => {
    // package.json's build: the dashboard, then the /auth pages' own entry (ADR 062).
    const built = await runCaptured('npm', ['run', 'build:dashboard'], env)
    if (!built.ok) fail('Construction du tableau de bord', built.output)
  },
  () => 'tableau de bord construit (dist/dashboard)',
)

// Every database of wrangler.toml, one after the other (as `npm run db:migrate:local`): a
// failure stops the round, and the next start takes up where it stopped.
const bindings = d1Bindings(readFileSync(join(import.meta.dirname, '..', 'wrangler.toml'), 'utf8'))
await step(
  `Migrations des ${bindings.length} bases locales (annuaire et bases de boutiques)`,
  async () => {
    const applied: { binding: string; count: number }[] = []
    for (const binding of bindings) {
      const args = ['wrangler', 'd1', 'migrations', 'apply', binding, '--local']
      // Non-interactive: `apply` asks before it runs otherwise.
      const res = await runCaptured('npx', args, { ...env, CI: 'true' })
      if (!res.ok) fail(`Migrations de ${binding}`, res.output)
      applied.push({ binding, count: appliedMigrations(res.output).length })
    }
    return applied
  },
  (applied) =>
    applied.every((a) => a.count === 0)
      ? `${bindings.length} bases déjà à jour (${bindings.join(', ')})`
      : `${bindings.length} bases migrées : ${applied
          .map((a) => `${a.binding} ${a.count === 0 ? 'à jour' : `+${a.count}`}`)
          .join(', ')}`,
)

await step(
  'Données de démonstration',
  async () => {
    const said: string[] = []
    const run = await withConsoleCaptured(async () => {
      const proxy = await getPlatformProxy<Env>({ persist: true })
      try {
        await seed(proxy.env, (line) => said.push(line))
      } finally {
        await proxy.dispose()
      }
    })
    if (run.error) fail('Données de démonstration', [run.output, ...said].join('\n'), run.error)
    return said
  },
  (said) => said.at(-1) ?? 'données de démonstration prêtes',
)

const url = `http://localhost:${port}`
console.log(`
┌──────────────────────────────────────────────────────────────────────────────
│ Boutiko tourne sur ${url}  (Ctrl-C pour arrêter)
│
│ Boutique de démo         ${url}/demo
│ Connexion                ${url}/auth/signin  (onglet E-mail, bouton « Connexion »)
│ Marchand                 ${DEMO_MERCHANT.email} / ${DEMO_MERCHANT.password}
│ Administrateur           ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}
│ L'Atelier (personnel)    ${DEMO_TAILOR.email} / ${DEMO_TAILOR.password}  →  ${url}/user/atelier
│ Vendeur (personnel)      ${DEMO_SELLER.email} / ${DEMO_SELLER.password}  →  ${url}/user/dashboard
│ Messages envoyés         ${url}/dev/outbox
│ Paiements (bac à sable)  ${sandbox.url}
│ WhatsApp (simulateur)    ${whatsapp.url}
└──────────────────────────────────────────────────────────────────────────────
Sortie de wrangler dev :
`)
const dev = spawn('npx', ['wrangler', 'dev', '--port', port, '--ip', '127.0.0.1'], {
  stdio: 'inherit',
  env,
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => dev.kill(signal))
dev.on('exit', (code) => process.exit(code ?? 0))
