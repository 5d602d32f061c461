import type { Env } from '../../env'
import { PROVIDER_IDS, type ProviderAccount, type ProviderId } from './provider'

/**
 * The platform's own provider account (subscription fees), from the environment:
 * PLATFORM_PAYMENT_PROVIDER, PLATFORM_PAYMENT_MODE and PLATFORM_PAYMENT_CREDENTIALS (JSON of the
 * provider's credential fields, a secret). Null when not configured: plans are then paid by
 * the manual claim only.
 */
export function platformAccount(env: Env): ProviderAccount | null {
  const provider = env.PLATFORM_PAYMENT_PROVIDER as ProviderId | undefined
  if (!provider || !PROVIDER_IDS.includes(provider) || !env.PLATFORM_PAYMENT_CREDENTIALS)
    return null
  let credentials: Record<string, string>
  try {
    credentials = JSON.parse(env.PLATFORM_PAYMENT_CREDENTIALS)
  } catch {
    console.error('PLATFORM_PAYMENT_CREDENTIALS is not JSON: online plan payment is off')
    return null
  }
  return { provider, mode: env.PLATFORM_PAYMENT_MODE === 'live' ? 'live' : 'test', credentials }
}
