/*
 * Payments' statuses, methods, labels and messages, apart from their zod schemas (payments.ts
 * re-exports them): the dashboard's order page and badges show them without downloading zod
 * (issue 27, ADR 065).
 */

import type { StatusTone } from './order-status'

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
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export const PAYMENT_STATUS_LABEL: Record<PaymentStatus, string> = {
  unpaid: 'Non payée',
  pending: 'Paiement en attente',
  paid: 'Payée',
  failed: 'Paiement échoué',
  expired: 'Expirée',
  refunded: 'Remboursée',
  partial: 'Acompte reçu',
}

/** Badge colours: money in is green, money waited for is amber, money lost or given back is red. */
export const PAYMENT_STATUS_TONE = {
  unpaid: 'secondary',
  pending: 'warning',
  paid: 'success',
  failed: 'destructive',
  expired: 'destructive',
  refunded: 'info',
  partial: 'warning',
} as const satisfies Record<PaymentStatus, StatusTone>

/** How a shopper chose to pay an order; `manual` = a sale the merchant recorded (Nouvelle vente). */
export const ORDER_PAYMENT_METHODS = ['cash_on_delivery', 'online', 'transfer', 'manual'] as const
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number]

/** The methods a shopper may pick at checkout. */
export const CHECKOUT_METHODS = ['cash_on_delivery', 'online', 'transfer'] as const
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number]

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
export type WalletOperator = (typeof WALLET_OPERATORS)[number]

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
