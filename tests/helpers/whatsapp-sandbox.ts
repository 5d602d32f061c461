import { inject } from 'vitest'
import { registerWhatsappApp, type WhatsappAppBindings } from './whatsapp-sandbox-setup.ts'

/** The run's WhatsApp stand-in (whatsapp-sandbox-setup.ts), or '' in a project that has none. */
export const whatsappSandboxUrl = (): string => inject('whatsappSandboxUrl') ?? ''

/** The worker bindings sending WhatsApp to the stand-in's shared number (none without it). */
export function whatsappSandboxBindings(): Partial<WhatsappAppBindings> {
  return whatsappSandboxUrl() ? inject('whatsappDefaultApp') : {}
}

/** A number of this file's own, its statuses posted to `webhookUrl` (the file's worker). */
export const whatsappApp = (opts: { webhookUrl?: string; approve?: boolean } = {}) =>
  registerWhatsappApp(whatsappSandboxUrl(), opts)

/** A call to the stand-in: its Graph API or its control API (scripts/whatsapp-sandbox). */
export async function whatsappCall(
  method: string,
  path: string,
  opts: { json?: unknown; token?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> & unknown[] }> {
  const res = await fetch(`${whatsappSandboxUrl()}${path}`, {
    method,
    headers: {
      ...(opts.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: opts.json === undefined ? undefined : JSON.stringify(opts.json),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & unknown[] }
}
