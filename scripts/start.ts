/**
 * `npm start`: builds the dashboard, applies migrations to the local D1, seeds the demo
 * shop (idempotent), then serves everything with `wrangler dev` on http://localhost:8787.
 * Nothing is downloaded and no account is needed.
 */
import { spawn, spawnSync } from 'node:child_process'
import { getPlatformProxy } from 'wrangler'
import type { Env } from '../worker/env.ts'
import { ensureDevVars, setDevVar } from './lib/dev-vars.ts'
import { DEMO_FEDAPAY, DEMO_PLATFORM_FEDAPAY } from './lib/seed-payments.ts'
import { startPaymentSandbox } from './payment-sandbox/index.ts'
import { DEMO_ADMIN, DEMO_MERCHANT, seed } from './seed.ts'

const port = process.env.PORT ?? '8787'
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' }

function run(cmd: string, args: string[]) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env })
  if (r.status !== 0) process.exit(r.status ?? 1)
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
console.log('\n▶ Construction du tableau de bord…')
run('npx', ['vite', 'build', '--config', 'dashboard/vite.config.ts', '--logLevel', 'warn'])
console.log('\n▶ Migrations des bases locales (D1 : annuaire et bases de boutiques)…')
run('npx', ['tsx', 'scripts/databases.ts', 'migrate', '--local'])
console.log('\n▶ Données de démonstration…')
const proxy = await getPlatformProxy<Env>({ persist: true })
try {
  await seed(proxy.env)
} finally {
  await proxy.dispose()
}

const url = `http://localhost:${port}`
console.log(`
┌──────────────────────────────────────────────────────────────┐
  Boutiko tourne sur ${url}
  Boutique de démo   ${url}/demo
  Connexion          ${url}/auth/signin   (onglet Email, bouton « Connexion »)
  Marchand           ${DEMO_MERCHANT.email} / ${DEMO_MERCHANT.password}
  Administrateur     ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}
  Paiements (bac à sable) ${sandbox.url}
└──────────────────────────────────────────────────────────────┘
`)
const dev = spawn('npx', ['wrangler', 'dev', '--port', port, '--ip', '127.0.0.1'], {
  stdio: 'inherit',
  env,
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => dev.kill(signal))
dev.on('exit', (code) => process.exit(code ?? 0))
