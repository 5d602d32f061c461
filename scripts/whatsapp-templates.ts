import { existsSync } from 'node:fs'
import { ensureDevVars } from './lib/dev-vars.ts'
import { STATUS_WORDS, syncTemplates } from './lib/whatsapp-templates.ts'

/**
 * `npm run whatsapp:templates`: submits the repository's WhatsApp templates to Meta (or to the
 * local stand-in under `npm start`, whose address .dev.vars holds) and prints each one's review
 * status. Needs WHATSAPP_WABA_ID and WHATSAPP_TOKEN (a system user's token with
 * whatsapp_business_management), WHATSAPP_API_URL to aim elsewhere than Meta's Graph API.
 */
// A token in the environment means Meta (or what WHATSAPP_API_URL names); without, the local
// stand-in of `npm start`, as .dev.vars holds it: never a mix of the two.
const local = !process.env.WHATSAPP_TOKEN && existsSync('.dev.vars') ? ensureDevVars() : {}
const value = (name: string) => (process.env.WHATSAPP_TOKEN ? process.env[name] : local[name]) ?? ''
const account = {
  apiUrl: value('WHATSAPP_API_URL') || 'https://graph.facebook.com/v21.0',
  wabaId: value('WHATSAPP_WABA_ID'),
  token: value('WHATSAPP_TOKEN'),
}
if (!account.wabaId || !account.token) {
  console.error(
    'WHATSAPP_WABA_ID et WHATSAPP_TOKEN sont nécessaires (README, « WhatsApp en production »).',
  )
  process.exit(1)
}
console.log(`Modèles WhatsApp → ${account.apiUrl} (compte ${account.wabaId})`)
const reports = await syncTemplates(account)
for (const r of reports)
  console.log(
    `  ${r.name.padEnd(32)} ${r.category.padEnd(15)} ${r.action.padEnd(12)} ${STATUS_WORDS[r.status] ?? r.status}`,
  )
const waiting = reports.filter((r) => r.status !== 'APPROVED').length
console.log(
  waiting === 0
    ? 'Tous les modèles sont approuvés.'
    : `${waiting} modèle(s) pas encore approuvé(s) : leurs messages restent en file, avec la raison.`,
)
process.exit(reports.some((r) => r.action.startsWith('refusé')) ? 1 : 0)
