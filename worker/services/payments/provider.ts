import type { ProviderId, ProviderMode } from '../../schemas/payments'

/**
 * One interface for every payment aggregator (ADR 021). A provider is one file under
 * `providers/` plus its tests: it speaks that provider's documented HTTP API and nothing else.
 * It never touches the database; `services/payments/*` decides what a status means for an order.
 *
 * Money is in minor units of `currency` (XOF has none: 1 = 1 franc).
 */

/**
 * The decrypted keys of one provider account (a shop's, or the platform's own).
 * FedaPay: `secretKey` (sk_…), `webhookSecret` (wh_…). CinetPay: `apiKey`, `siteId`, `secretKey`.
 */
export type ProviderCredentials = Readonly<Record<string, string>>

export type ProviderAccount = {
  provider: ProviderId
  mode: ProviderMode
  credentials: ProviderCredentials
}

/** Where the provider's API lives: configuration (env), so local development can use the sandbox. */
export type ProviderEndpoints = { apiBaseUrl: string }

export type CheckoutRequest = {
  /** Our payment id (pay_…): the provider's merchant reference / transaction id. */
  reference: string
  amount: number
  currency: string
  description: string
  customer: { firstName: string; lastName: string; phone: string; email?: string }
  /** Where the provider sends the shopper back (never trusted: the server asks the provider). */
  returnUrl: string
  /** POST /api/payments/notify/<provider> on the platform's public address. */
  notifyUrl: string
}

export type Checkout = {
  /** The provider's own id for this transaction: what status calls and notifications carry. */
  providerRef: string
  /** The provider's hosted page: card and wallet details are only ever typed there. */
  checkoutUrl: string
}

/** What a payment is, in our words; `rawStatus` keeps the provider's. */
export type PaymentState = 'pending' | 'paid' | 'failed' | 'expired' | 'refunded'

export type ProviderStatus = {
  providerRef: string
  state: PaymentState
  rawStatus: string
  amount: number
  currency: string
}

export type IncomingNotification = { headers: Headers; body: string }

export interface PaymentProvider {
  id: ProviderId
  /** Names of the credential fields a merchant types, all of them secret. */
  credentialFields: readonly string[]
  /** The provider's own API base per mode (`<ID>_API_URL` in the env overrides it: providers/index). */
  apiBaseUrls: Readonly<Record<ProviderMode, string>>
  createCheckout(
    endpoints: ProviderEndpoints,
    account: ProviderAccount,
    request: CheckoutRequest,
  ): Promise<Checkout>
  /** The provider's answer about one transaction: the only status the server trusts. */
  fetchStatus(
    endpoints: ProviderEndpoints,
    account: ProviderAccount,
    providerRef: string,
  ): Promise<ProviderStatus>
  /**
   * Which transaction a notification names, read WITHOUT trusting it (to find the account
   * whose secret must have signed it). Null when it names none.
   */
  notificationRef(notification: IncomingNotification): string | null
  /** True only when signed with this account's secret (and, where the provider dates it, fresh). */
  verifyNotification(
    account: ProviderAccount,
    notification: IncomingNotification,
    now: Date,
  ): Promise<boolean>
  /** A real authenticated call proving the keys work; throws ProviderError otherwise. */
  testConnection(endpoints: ProviderEndpoints, account: ProviderAccount): Promise<void>
}

/** The provider refused or could not be reached. `message` is never shown raw, never holds a key. */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'unauthorized' | 'refused' | 'unreachable',
    message: string,
  ) {
    super(message)
  }
}
