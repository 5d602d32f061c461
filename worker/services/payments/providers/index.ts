import type { Env } from '../../../env'
import type { ProviderId, ProviderMode } from '../../../schemas/payments'
import type { PaymentProvider, ProviderEndpoints } from '../provider'
import { cinetpay } from './cinetpay'
import { fedapay } from './fedapay'

/** Every provider Boutiko speaks. A third one is one file beside these, plus its tests. */
export const paymentProviders: Readonly<Record<ProviderId, PaymentProvider>> = {
  fedapay,
  cinetpay,
}

export function getProvider(id: ProviderId): PaymentProvider {
  const provider = paymentProviders[id]
  if (!provider) throw new Error(`Unknown payment provider: ${id}`)
  return provider
}

/**
 * Where each provider's hosted payment pages live. The storefront's checkout form 303s there,
 * and a browser applies the page's CSP form-action to that redirect too.
 */
const HOSTED_PAGE_ORIGINS: Readonly<Record<ProviderId, readonly string[]>> = {
  fedapay: ['https://process.fedapay.com', 'https://sandbox-process.fedapay.com'],
  cinetpay: ['https://checkout.cinetpay.com'],
}

/**
 * The origins a storefront form may lead to for payment: each provider's hosted pages, or,
 * when `<ID>_API_URL` points elsewhere (the local sandbox), that address's own origin, where
 * its hosted pages are.
 */
export function hostedPageOrigins(env: Env): string[] {
  let origins = originsByEnv.get(env)
  if (!origins) {
    origins = readHostedPageOrigins(env)
    originsByEnv.set(env, origins)
  }
  return origins
}
/** The env's bindings do not change in an isolate: read once per env object (every page's CSP). */
const originsByEnv = new WeakMap<Env, string[]>()

function readHostedPageOrigins(env: Env): string[] {
  return (Object.keys(paymentProviders) as ProviderId[]).flatMap((id) => {
    const override = (env as unknown as Record<string, string | undefined>)[
      `${id.toUpperCase()}_API_URL`
    ]?.trim()
    if (!override) return [...HOSTED_PAGE_ORIGINS[id]]
    try {
      return [new URL(override).origin]
    } catch {
      return []
    }
  })
}

/** Only these run the payment sandbox (`npm start`, tests): never a deployed worker. */
const LOCAL_ENVIRONMENTS = new Set(['development', 'test'])
const LOCAL_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$/i

/**
 * Where a provider's API lives: its own base for the mode, unless `<ID>_API_URL` (e.g.
 * FEDAPAY_API_URL) points elsewhere. Outside development and tests, an override must be
 * https and not this machine, so the local sandbox can never confirm a payment in production.
 */
export function providerEndpoints(
  env: Env,
  provider: ProviderId,
  mode: ProviderMode,
): ProviderEndpoints {
  const fallback = getProvider(provider).apiBaseUrls[mode]
  const override = (env as unknown as Record<string, string | undefined>)[
    `${provider.toUpperCase()}_API_URL`
  ]?.trim()
  if (!override) return { apiBaseUrl: fallback }
  if (!LOCAL_ENVIRONMENTS.has(env.ENVIRONMENT ?? '')) {
    let url: URL
    try {
      url = new URL(override)
    } catch {
      throw new Error(`${provider.toUpperCase()}_API_URL is not a URL`)
    }
    if (url.protocol !== 'https:' || LOCAL_HOST.test(url.hostname))
      throw new Error(
        `${provider.toUpperCase()}_API_URL must be an https address off this machine outside development`,
      )
  }
  return { apiBaseUrl: override.replace(/\/+$/, '') }
}
