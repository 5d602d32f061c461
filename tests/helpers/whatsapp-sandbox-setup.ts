import { randomBytes } from 'node:crypto'
import type { TestProject } from 'vitest/node'
import { syncTemplates } from '../../scripts/lib/whatsapp-templates.ts'
import { startWhatsappSandbox } from '../../scripts/whatsapp-sandbox/index.ts'

/** A sending number of the stand-in, as the worker's bindings name it. */
export type WhatsappAppBindings = {
  WHATSAPP_API_URL: string
  WHATSAPP_TOKEN: string
  WHATSAPP_PHONE_NUMBER_ID: string
  WHATSAPP_APP_SECRET: string
  WHATSAPP_VERIFY_TOKEN: string
  WHATSAPP_WABA_ID: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The WhatsApp stand-in of this run (scripts/whatsapp-sandbox), started by globalSetup. */
    whatsappSandboxUrl: string
    /** Its shared sending number, templates approved, no webhook: every worker's default. */
    whatsappDefaultApp: WhatsappAppBindings
  }
}

const digits = () => String(100_000_000_000_000 + Math.floor(Math.random() * 1e14))

/**
 * Registers a sending number with its own Business Account on the stand-in, submits the
 * repository's templates as `npm run whatsapp:templates` does, and has them approved unless
 * `approve` is false. Statuses go to `webhookUrl` when given.
 */
export async function registerWhatsappApp(
  sandboxUrl: string,
  opts: { webhookUrl?: string; approve?: boolean } = {},
): Promise<WhatsappAppBindings> {
  const app = {
    token: `EAAG${randomBytes(24).toString('hex')}`,
    phoneNumberId: digits(),
    wabaId: digits(),
    appSecret: randomBytes(16).toString('hex'),
    webhookUrl: opts.webhookUrl,
  }
  const post = (path: string, json: unknown) =>
    fetch(`${sandboxUrl}/_sandbox${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(json),
    })
  if ((await post('/apps', app)).status !== 201)
    throw new Error('WhatsApp stand-in refused the app')
  const apiUrl = `${sandboxUrl}/v21.0`
  await syncTemplates({ apiUrl, wabaId: app.wabaId, token: app.token })
  if (opts.approve !== false) await post('/templates/review', { wabaId: app.wabaId })
  return {
    WHATSAPP_API_URL: apiUrl,
    WHATSAPP_TOKEN: app.token,
    WHATSAPP_PHONE_NUMBER_ID: app.phoneNumberId,
    WHATSAPP_APP_SECRET: app.appSecret,
    WHATSAPP_VERIFY_TOKEN: randomBytes(12).toString('hex'),
    WHATSAPP_WABA_ID: app.wabaId,
  }
}

/**
 * Vitest globalSetup: one WhatsApp stand-in for the run, in the main process, as the payment
 * sandbox. Every test worker sends its WhatsApp messages to it (tests/helpers/worker.ts).
 */
export default async function setup(project: TestProject) {
  const sandbox = await startWhatsappSandbox()
  project.provide('whatsappSandboxUrl', sandbox.url)
  project.provide('whatsappDefaultApp', await registerWhatsappApp(sandbox.url))
  return () => sandbox.close()
}
