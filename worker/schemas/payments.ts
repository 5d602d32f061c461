import * as z from 'zod/mini'
import { countryCode, nationalPhone, phonePlan, requiredText } from './fields'
import { msg } from './messages'
import { DEFAULT_COUNTRY_CODE } from './phone'

/**
 * Payments (issue 14, ADR 021): how a shop is paid and what an order's payment is, shared by the
 * worker, the dashboard and the storefront.
 */

/** An order's payment, apart from its delivery status. */
export const PAYMENT_STATUSES = [
  'unpaid',
  'pending',
  'paid',
  'failed',
  'expired',
  'refunded',
  /** Some of the total received ("Acompte"), not all of it. */
  'partial',
] as const
export const PaymentStatus = z.enum(PAYMENT_STATUSES)
export type PaymentStatus = z.infer<typeof PaymentStatus>

export const PAYMENT_STATUS_LABEL: Record<PaymentStatus, string> = {
  unpaid: 'Non payée',
  pending: 'Paiement en attente',
  paid: 'Payée',
  failed: 'Paiement échoué',
  expired: 'Expirée',
  refunded: 'Remboursée',
  partial: 'Acompte reçu',
}

/** How a shopper chose to pay an order; `manual` = a sale the merchant recorded (Nouvelle vente). */
export const ORDER_PAYMENT_METHODS = ['cash_on_delivery', 'online', 'transfer', 'manual'] as const
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number]

/** The methods a shopper may pick at checkout. */
export const CheckoutMethod = z.enum(['cash_on_delivery', 'online', 'transfer'], {
  error: () => paymentMsg.chooseMethod,
})
export type CheckoutMethod = z.infer<typeof CheckoutMethod>

export const CHECKOUT_METHOD_LABEL: Record<CheckoutMethod, string> = {
  cash_on_delivery: 'Paiement à la livraison',
  online: 'Mobile money ou carte',
  transfer: 'Transfert direct',
}

/** How an order is paid, as the orders' export names it; `manual`: its payments say how. */
export const ORDER_PAYMENT_METHOD_LABEL: Record<OrderPaymentMethod, string> = {
  ...CHECKOUT_METHOD_LABEL,
  manual: 'Vente enregistrée',
}

/** One payment attempt's method: an aggregator, a direct transfer, or what a merchant recorded. */
export const PAYMENT_ROW_METHODS = [
  'fedapay',
  'cinetpay',
  'transfer',
  'cash',
  'mobile_money',
  'other',
] as const
export type PaymentRowMethod = (typeof PAYMENT_ROW_METHODS)[number]

export const PAYMENT_ROW_METHOD_LABEL: Record<PaymentRowMethod, string> = {
  fedapay: 'FedaPay',
  cinetpay: 'CinetPay',
  transfer: 'Transfert direct',
  cash: 'Espèces',
  mobile_money: 'Mobile money',
  other: 'Autre',
}

/** One attempt's status (`rejected` = a transfer reference the merchant did not find). */
export const PAYMENT_ROW_STATUSES = [
  'pending',
  'paid',
  'failed',
  'expired',
  'refunded',
  'rejected',
] as const
export type PaymentRowStatus = (typeof PAYMENT_ROW_STATUSES)[number]

/**
 * The payments whose mobile money reference is taken: awaiting the merchant's word, or
 * confirmed (a refund gives the money back, it does not make the reference unused). A
 * rejected, failed or expired one proved no payment.
 */
export const REFERENCE_HOLDING_STATUSES = [
  'pending',
  'paid',
  'refunded',
] as const satisfies readonly PaymentRowStatus[]

/** Who or what confirmed a payment: the server trusts only these (never the browser's return). */
export const CONFIRMED_BY = [
  'notification',
  'status-check',
  'merchant',
  'admin',
  'job',
  'courier',
] as const
export type ConfirmedBy = (typeof CONFIRMED_BY)[number]

/** Mobile-money operators a shop can receive direct transfers on. */
export const WALLET_OPERATORS = ['orange', 'moov', 'wave', 'mtn', 'free', 'other'] as const
export const WalletOperator = z.enum(WALLET_OPERATORS, { error: () => paymentMsg.chooseOperator })
export type WalletOperator = z.infer<typeof WalletOperator>

export const WALLET_OPERATOR_LABEL: Record<WalletOperator, string> = {
  orange: 'Orange Money',
  moov: 'Moov Money',
  wave: 'Wave',
  mtn: 'MTN MoMo',
  free: 'Free Money',
  other: 'Autre',
}

export const paymentMsg = {
  chooseMethod: 'Choisissez un moyen de paiement',
  methodUnavailable: 'Ce moyen de paiement n’est pas proposé par la boutique',
  chooseOperator: 'Choisissez un opérateur',
  referenceFormat: 'Référence invalide : recopiez celle du SMS de confirmation (4 à 40 caractères)',
  referenceAlreadyConfirmed:
    'Cette référence est déjà confirmée pour une autre commande ou vente de la boutique : refusez ce paiement',
  referenceNotAwaited: 'Cette commande n’attend pas de référence de paiement',
  orderExpired: 'Le délai de paiement de cette commande est dépassé : la commande a expiré',
  alreadyPaid: 'Cette commande est déjà payée',
  notAwaitingDecision: 'Ce paiement n’attend pas de décision',
  providerUnavailable:
    'Le paiement en ligne est momentanément indisponible. Choisissez un autre moyen de paiement ou réessayez.',
  onlineNeedsXof: 'Le paiement en ligne n’est proposé que pour les boutiques en francs CFA (XOF)',
  delayRange: 'Le délai doit être compris entre 5 minutes et 7 jours',
  keyRequired: 'Saisissez la clé',
  keysIncomplete: 'Saisissez toutes les clés du compte avant de l’activer',
  connectionOk: 'Connexion réussie : les clés sont acceptées par le prestataire.',
  connectionRefused:
    'Clés refusées par le prestataire : vérifiez-les et le mode (test ou production).',
  connectionUnreachable: 'Le prestataire ne répond pas. Réessayez dans quelques minutes.',
  walletExists: 'Ce numéro est déjà enregistré pour cet opérateur',
  walletLimit: 'Dix numéros au maximum',
  noMethodLeft: 'Gardez au moins un moyen de paiement actif',
  paidAfterExpiry: 'Payée après expiration : à rembourser ou à honorer',
  refundOnlyPaid: 'Seule une commande payée peut être remboursée',
  chooseMode: 'Choisissez le mode : test ou production',
  keyFormat: 'Clé invalide : recopiez-la sans espace (500 caractères au maximum)',
  notificationRefused: 'Notification refusée : signature invalide',
  checkingPayment: 'Paiement en cours de vérification',
  switchClosed: 'Le moyen de paiement de cette commande ne peut plus être changé',
} as const

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
