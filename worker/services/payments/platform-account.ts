import type { Env } from '../../env'
import { PROVIDER_IDS, type ProviderId } from '../../schemas/payments'
import type { ProviderAccount } from './provider'
import { getProvider } from './providers/index'

/**
 * The platform's own provider account, which collects subscription fees: read from the
 * environment (PLATFORM_PAYMENT_PROVIDER, PLATFORM_PAYMENT_MODE, PLATFORM_PAYMENT_CREDENTIALS,
 * the last a secret holding the provider's credential fields as JSON). Null when it is not set
 * or incomplete: plans are then paid by hand only (transfer, then an administrator's approval).
 * The keys stay in the environment: nothing here is ever stored or sent back.
 */
export function platformAccount(env: Env): ProviderAccount | null {
  const provider = env.PLATFORM_PAYMENT_PROVIDER?.trim() as ProviderId | undefined
  if (!provider || !PROVIDER_IDS.includes(provider) || !env.PLATFORM_PAYMENT_CREDENTIALS)
    return null
  const mode = env.PLATFORM_PAYMENT_MODE?.trim() === 'live' ? 'live' : 'test'
  let parsed: unknown
  try {
    parsed = JSON.parse(env.PLATFORM_PAYMENT_CREDENTIALS)
  } catch {
    console.error('PLATFORM_PAYMENT_CREDENTIALS is not JSON: online plan payment is off')
    return null
  }
  if (!parsed || typeof parsed !== 'object') return null
  const source = parsed as Record<string, unknown>
  const credentials: Record<string, string> = {}
  for (const field of getProvider(provider).credentialFields) {
    const value = source[field]
    if (typeof value !== 'string' || !value.trim()) return null
    credentials[field] = value.trim()
  }
  return { provider, mode, credentials }
}
