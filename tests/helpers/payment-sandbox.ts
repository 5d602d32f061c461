import { inject } from 'vitest'

/** The run's payment sandbox (payment-sandbox-setup.ts), or '' in a project that has none. */
export const paymentSandboxUrl = (): string => inject('paymentSandboxUrl') ?? ''

/** The worker bindings that send provider calls to the sandbox (none when there is none). */
export function paymentSandboxBindings(): Record<string, string> {
  const url = paymentSandboxUrl()
  return url ? { FEDAPAY_API_URL: `${url}/fedapay/v1`, CINETPAY_API_URL: `${url}/cinetpay/v2` } : {}
}

/** A call to the sandbox's control API (scripts/payment-sandbox/README.md). */
export async function sandboxControl(
  path: string,
  json: unknown = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const url = paymentSandboxUrl()
  if (!url) throw new Error('No payment sandbox in this project (worker project only)')
  const res = await fetch(`${url}/_sandbox${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(json),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** Registers a provider account in the sandbox (FedaPay webhooks go to its `webhookUrl`). */
export async function registerSandboxAccount(
  account:
    | { provider: 'fedapay'; secretKey: string; webhookUrl?: string; webhookSecret?: string }
    | { provider: 'cinetpay'; apiKey: string; siteId: string; secretKey: string },
) {
  const reply = await sandboxControl('/accounts', account)
  if (reply.status !== 201) throw new Error(`sandbox account refused: ${reply.status}`)
}
