import * as z from 'zod/mini'
import { countryCode, nationalPhone, phonePlan, requiredText } from './fields'
import { msg } from './messages'
import { CHECKOUT_METHODS, PAYMENT_STATUSES, paymentMsg, WALLET_OPERATORS } from './payment-words'
import { DEFAULT_COUNTRY_CODE } from './phone'

// The statuses, methods, labels and messages, which need no zod (ADR 065).
export * from './payment-words'

/**
 * Payments (issue 14, ADR 021): how a shop is paid and what an order's payment is, shared by the
 * worker, the dashboard and the storefront.
 */

export const PaymentStatus = z.enum(PAYMENT_STATUSES)
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/** The methods a shopper may pick at checkout. */
export const CheckoutMethod = z.enum(CHECKOUT_METHODS, { error: () => paymentMsg.chooseMethod })
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number]

export const WalletOperator = z.enum(WALLET_OPERATORS, { error: () => paymentMsg.chooseOperator })
export type WalletOperator = (typeof WALLET_OPERATORS)[number]

/** A transfer reference as an operator's SMS gives it: letters, digits, dots and dashes. */
export const transferReference = z
  .string({ error: paymentMsg.referenceFormat })
  .check(
    z.trim(),
    z.toUpperCase(),
    z.regex(/^[A-Z0-9][A-Z0-9.\-/]{3,39}$/, paymentMsg.referenceFormat),
  )

/** POST …/orders/<token>/reference: the shopper's transfer reference. */
export const TransferReferenceInput = z.object({ reference: transferReference })

/**
 * What a shopper whose online payment failed may switch to (issue 27): never online again
 * (the retry button is for that), never `manual` (a merchant's sale).
 */
export const PaymentSwitchInput = z.object({
  paymentMethod: z.enum(['cash_on_delivery', 'transfer'], { error: () => paymentMsg.chooseMethod }),
})
export type PaymentSwitchInput = z.infer<typeof PaymentSwitchInput>
export type SwitchMethod = PaymentSwitchInput['paymentMethod']
export type TransferReferenceInput = z.infer<typeof TransferReferenceInput>

/** PATCH /api/store/payments/settings: cash on delivery and the online/transfer delay. */
export const PaymentSettingsInput = z.object({
  cashOnDelivery: z.boolean(),
  paymentDelayMinutes: z
    .number()
    .check(z.int(), z.gte(5, paymentMsg.delayRange), z.lte(10_080, paymentMsg.delayRange)),
})
export type PaymentSettingsInput = z.infer<typeof PaymentSettingsInput>

/** A shop's receiving wallet for direct transfers. */
export const WalletInput = z
  .object({
    operator: WalletOperator,
    phoneCountryCode: z.optional(countryCode),
    number: nationalPhone,
    holderName: requiredText(80),
  })
  .check(phonePlan(DEFAULT_COUNTRY_CODE, 'number'))
export type WalletInput = z.infer<typeof WalletInput>

/** The merchant's decision on a submitted transfer reference. */
export const TransferDecisionInput = z.object({
  decision: z.enum(['confirm', 'reject'], { error: msg.required }),
})
export type TransferDecisionInput = z.infer<typeof TransferDecisionInput>

/**
 * The payment aggregators the platform speaks to (ADR 021): one file each under
 * `services/payments/providers/`. The ids live here because the settings screen, the stored rows
 * and the notification routes all name a provider, not only the code that calls it.
 */
export const PROVIDER_IDS = ['fedapay', 'cinetpay'] as const
export type ProviderId = (typeof PROVIDER_IDS)[number]

/** Test keys talk to the provider's sandbox, live keys to real money. */
export type ProviderMode = 'test' | 'live'

/** The aggregators a shop can connect, in the order the settings screen shows them. */
export const PAYMENT_PROVIDER_LABEL: Record<ProviderId, string> = {
  fedapay: 'FedaPay',
  cinetpay: 'CinetPay',
}

/**
 * PUT /api/store/payments/accounts/<provider>: mode, switch and keys. A key left out or blank
 * keeps the stored one, so the mode and the switch change without retyping keys.
 */
export const PaymentAccountInput = z.object({
  mode: z.enum(['test', 'live'], { error: () => paymentMsg.chooseMode }),
  enabled: z.boolean(),
  credentials: z.optional(
    z.record(
      z.string().check(z.regex(/^[A-Za-z]{1,40}$/, paymentMsg.keyFormat)),
      z
        .string({ error: paymentMsg.keyFormat })
        .check(
          z.trim(),
          z.maxLength(500, paymentMsg.keyFormat),
          z.regex(/^\S*$/, paymentMsg.keyFormat),
        ),
    ),
  ),
})
export type PaymentAccountInput = z.infer<typeof PaymentAccountInput>

/** A shop's provider account as the dashboard sees it: never a key, only its last 4 characters. */
export type PaymentAccount = {
  provider: ProviderId
  /** The keys this provider needs, in the order to ask for them. */
  fields: string[]
  mode: ProviderMode
  enabled: boolean
  /** Every key is stored. */
  configured: boolean
  hints: Record<string, string>
  verifiedAt: string | null
}

export type TransferWallet = {
  id: string
  operator: WalletOperator
  /** International digits. */
  number: string
  holderName: string
}

/** GET /api/store/payments. */
export type PaymentSettings = {
  cashOnDelivery: boolean
  paymentDelayMinutes: number
  currency: string
  /** Where each provider notifies payments (FedaPay: pasted into its dashboard, per account). */
  notifyUrls: Record<ProviderId, string>
  accounts: PaymentAccount[]
  wallets: TransferWallet[]
}

/** POST …/accounts/<provider>/test: the provider accepted the keys. */
export type PaymentConnectionResult = { ok: true; message: string; verifiedAt: string }
