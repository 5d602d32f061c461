import { formatMoney } from '../../schemas/money'
import type { OutgoingMessage } from '../outbox'

type To = Pick<OutgoingMessage, 'channel' | 'to'>
type Paid = { storeName: string; number: string; amount: number; currency: string; link: string }

/** Fixed words only: nothing a merchant or shopper typed goes into a message to a shopper. */
export function paymentReceiptForShopper(to: To, o: Paid): OutgoingMessage {
  return {
    ...to,
    template: 'payment-receipt',
    params: [o.storeName, formatMoney(o.amount, o.currency), o.number, o.link],
    subject: `Paiement reçu — commande ${o.number}`,
    body: [
      `${o.storeName} a bien reçu votre paiement de ${formatMoney(o.amount, o.currency)} pour la commande ${o.number}.`,
      `Suivre votre commande : ${o.link}`,
    ].join('\n\n'),
  }
}

/**
 * The one reminder of an order awaiting its payment (issue 26): the shop, the number, the total,
 * the local time it expires and its payment page. Fixed words only, like every shopper message.
 */
export function paymentReminderForShopper(
  to: To,
  o: {
    storeName: string
    number: string
    total: number
    currency: string
    dueAt: string
    link: string
  },
): OutgoingMessage {
  const total = formatMoney(o.total, o.currency)
  return {
    ...to,
    template: 'payment-reminder',
    params: [o.number, o.storeName, total, o.dueAt, o.link],
    subject: `Votre commande ${o.number} attend votre paiement`,
    body: [
      `Bonjour, votre commande ${o.number} chez ${o.storeName} (${total}) attend toujours votre paiement. Sans paiement avant ${o.dueAt}, elle sera annulée.`,
      `Payer votre commande : ${o.link}`,
    ].join('\n\n'),
  }
}

export function transferRejectedForShopper(
  to: To,
  o: { storeName: string; number: string; link: string },
): OutgoingMessage {
  return {
    ...to,
    template: 'payment-rejected',
    params: [o.storeName, o.number, o.link],
    subject: `Référence introuvable — commande ${o.number}`,
    body: [
      `${o.storeName} n’a pas trouvé le paiement correspondant à votre référence pour la commande ${o.number}.`,
      `Vérifiez le SMS de votre opérateur et saisissez la bonne référence : ${o.link}`,
    ].join('\n\n'),
  }
}

export function paymentForMerchant(
  to: To,
  o: Paid & { late: boolean; method: string },
): OutgoingMessage {
  return {
    ...to,
    template: 'payment-received',
    params: [
      formatMoney(o.amount, o.currency),
      o.method,
      o.number,
      o.late
        ? 'Attention : la commande avait expiré. Payée après expiration : à rembourser ou à honorer.'
        : 'Commande à jour.',
      o.link,
    ],
    subject: `Paiement reçu — commande ${o.number}`,
    body: [
      `Paiement de ${formatMoney(o.amount, o.currency)} reçu (${o.method}) pour la commande ${o.number}.`,
      ...(o.late
        ? [
            'Attention : la commande avait expiré. Payée après expiration : à rembourser ou à honorer.',
          ]
        : []),
      `Commande : ${o.link}`,
    ].join('\n\n'),
  }
}

export function paymentNotice(o: {
  number: string
  amount: number
  currency: string
  late: boolean
}) {
  return {
    title: o.late ? `Payée après expiration : ${o.number}` : `Paiement reçu : ${o.number}`,
    body: o.late
      ? `${formatMoney(o.amount, o.currency)} reçus après expiration de la commande : à rembourser ou à honorer.`
      : `${formatMoney(o.amount, o.currency)} reçus pour la commande ${o.number}.`,
  }
}

/**
 * A transfer's reference waiting for the merchant's check, on WhatsApp or by e-mail as well as
 * on the bell (issue 27): the stock is held until the order's payment delay runs out.
 */
export function transferReferenceForMerchant(
  to: To,
  o: {
    number: string
    amount: number
    currency: string
    reference: string
    alsoOn?: string[]
    link: string
  },
): OutgoingMessage {
  const amount = formatMoney(o.amount, o.currency)
  const also = o.alsoOn?.length
    ? `Attention : cette référence figure déjà sur la commande ${o.alsoOn.join(', ')}.`
    : 'Référence utilisée sur aucune autre commande.'
  return {
    ...to,
    template: 'transfer-reference',
    params: [o.number, amount, o.reference, also, o.link],
    subject: `Référence de paiement à vérifier — commande ${o.number}`,
    body: [
      `Le client de la commande ${o.number} indique avoir payé ${amount} par transfert direct, référence ${o.reference}.`,
      also,
      `Vérifiez le paiement puis confirmez-le depuis la commande : ${o.link}`,
    ].join('\n\n'),
  }
}

/** `alsoOn`: the shop's other orders or sales holding the same reference, for the merchant only. */
export function referenceSubmittedNotice(o: {
  number: string
  reference: string
  alsoOn?: string[]
}) {
  const also = o.alsoOn?.length
    ? ` Attention : cette référence figure déjà sur la commande ${o.alsoOn.join(', ')}.`
    : ''
  return {
    title: `Référence de paiement : ${o.number}`,
    body: `Le client indique avoir payé (référence ${o.reference}). Vérifiez puis confirmez depuis la commande.${also}`,
  }
}

/** A shopper whose online payment failed chose another way to pay (issue 27): the merchant's alert. */
export function paymentSwitchedForMerchant(
  to: To,
  o: { number: string; method: string; total: number; currency: string; link: string },
): OutgoingMessage {
  const total = formatMoney(o.total, o.currency)
  return {
    ...to,
    template: 'payment-switched',
    params: [o.number, o.method, total, o.link],
    subject: `Mode de paiement changé — commande ${o.number}`,
    body: [
      `Commande ${o.number} : le paiement en ligne n’a pas abouti, le client a choisi ${o.method} (${total}).`,
      `Commande : ${o.link}`,
    ].join('\n\n'),
  }
}

export function paymentSwitchedNotice(o: { number: string; method: string }) {
  return {
    title: `Mode de paiement changé : ${o.number}`,
    body: `Le paiement en ligne n’a pas abouti : le client a choisi ${o.method}.`,
  }
}
