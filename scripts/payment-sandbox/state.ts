import { randomBytes, randomInt } from 'node:crypto'

/**
 * What the sandbox remembers, in memory, for one run: the provider accounts registered through
 * its control API, the transactions created through the provider APIs, and every notification
 * it sent (so tests can read, resend or duplicate them).
 */

export type ProviderName = 'fedapay' | 'cinetpay'

export type FedapayAccount = {
  provider: 'fedapay'
  secretKey: string
  /** FedaPay sends webhooks per account, as set in its dashboard: here, at registration. */
  webhookUrl?: string
  webhookSecret?: string
}
export type CinetpayAccount = {
  provider: 'cinetpay'
  apiKey: string
  siteId: string
  secretKey: string
}
export type Account = FedapayAccount | CinetpayAccount

/** A transaction's life in the sandbox, whatever the provider calls it. */
export type Outcome = 'pending' | 'paid' | 'declined' | 'abandoned'

export type Transaction = {
  provider: ProviderName
  /** FedaPay: its numeric id. CinetPay: the merchant's transaction_id. */
  ref: string
  /** FedaPay's own "trx_…" reference; CinetPay's payment_token. */
  providerReference: string
  account: Account
  amount: number
  /** What the provider reports as paid: `amount` unless a test tampers with it. */
  reportedAmount: number
  currency: string
  description: string
  returnUrl: string
  notifyUrl: string
  metadata: string
  customer: Record<string, unknown>
  outcome: Outcome
  createdAt: Date
  settledAt: Date | null
}

export type Delivery = {
  id: string
  provider: ProviderName
  ref: string
  url: string
  method: 'GET' | 'POST'
  headers: Record<string, string>
  body: string
  /** The receiver's HTTP status, or null when it could not be reached. */
  status: number | null
  error: string | null
  at: string
}

export class SandboxState {
  readonly accounts = new Map<string, Account>()
  readonly transactions = new Map<string, Transaction>()
  /** Hosted-page token → transaction key. */
  readonly tokens = new Map<string, string>()
  readonly deliveries: Delivery[] = []

  register(account: Account) {
    this.accounts.set(accountKey(account), account)
  }

  fedapayAccount(secretKey: string): FedapayAccount | undefined {
    const account = this.accounts.get(`fedapay:${secretKey}`)
    return account?.provider === 'fedapay' ? account : undefined
  }

  cinetpayAccount(apiKey: string, siteId: string): CinetpayAccount | undefined {
    const account = this.accounts.get(`cinetpay:${apiKey}:${siteId}`)
    return account?.provider === 'cinetpay' ? account : undefined
  }

  add(transaction: Transaction) {
    this.transactions.set(`${transaction.provider}:${transaction.ref}`, transaction)
  }

  find(provider: ProviderName, ref: string) {
    return this.transactions.get(`${provider}:${ref}`)
  }

  newToken(transaction: Transaction) {
    const token = randomBytes(12).toString('hex')
    this.tokens.set(token, `${transaction.provider}:${transaction.ref}`)
    return token
  }

  byToken(provider: ProviderName, token: string) {
    const key = this.tokens.get(token)
    return key?.startsWith(`${provider}:`) ? this.transactions.get(key) : undefined
  }

  /** FedaPay ids are integers, unique across every account as on the real service. */
  nextFedapayId() {
    let id: string
    do id = String(randomInt(100_000_000, 999_999_999))
    while (this.transactions.has(`fedapay:${id}`))
    return id
  }
}

const accountKey = (account: Account) =>
  account.provider === 'fedapay'
    ? `fedapay:${account.secretKey}`
    : `cinetpay:${account.apiKey}:${account.siteId}`
