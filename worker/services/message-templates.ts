import { formatMoney } from '../schemas/money'
import { formatPhone } from '../schemas/phone'
import { countOf } from '../schemas/plural'
import type { OutgoingMessage } from './outbox'
import { fillTemplate, WHATSAPP_TEMPLATES } from './whatsapp/message-templates'

/**
 * The words of every message the platform sends (French). One function per event; the
 * caller picks the channel from what it knows of the person (e-mail or WhatsApp number).
 */
type To = Pick<OutgoingMessage, 'channel' | 'to'>

/**
 * A message in the words of its WhatsApp template, filled in: written once for both channels
 * (ADR 051's known cut, which keeps the worker within its bundle budget). A shopper's messages
 * only ever go by WhatsApp; an account's e-mail reads as its WhatsApp message.
 */
function inTemplateWords(to: To, template: string, subject: string, params: string[]) {
  return {
    ...to,
    template,
    params,
    subject,
    body: fillTemplate(WHATSAPP_TEMPLATES[template]!, params),
  } satisfies OutgoingMessage
}

/** What a new order's alert says of its payment: an order paid online waits for it (issue 27). */
export type OrderPaymentState = 'on-delivery' | 'awaiting'

const PAYMENT_LINE: Record<OrderPaymentState, string> = {
  'on-delivery': 'Paiement à la livraison.',
  awaiting: 'En attente de paiement : ne l’expédiez pas avant la confirmation du paiement.',
}

/**
 * "Nouvelle commande": what was ordered (items, sizes), the total, whether it is paid at the
 * door or still awaiting its online payment, who ordered and their phone (issue 27).
 */
export function orderPlacedForMerchant(
  to: To,
  o: {
    storeName: string
    number: string
    customer: string
    city: string
    phone: string
    items: string
    payment: OrderPaymentState
    total: number
    currency: string
    link: string
  },
): OutgoingMessage {
  const total = formatMoney(o.total, o.currency)
  const phone = formatPhone(o.phone)
  const waiting = o.payment === 'awaiting' ? ' (en attente de paiement)' : ''
  return {
    ...to,
    template: 'order-placed',
    params: [
      o.number,
      o.storeName,
      o.items,
      total,
      PAYMENT_LINE[o.payment],
      o.customer,
      o.city,
      phone,
      o.link,
    ],
    subject: `Nouvelle commande ${o.number}${waiting} — ${o.storeName}`,
    body: [
      `Nouvelle commande ${o.number} chez ${o.storeName} : ${o.items}, total ${total}.`,
      PAYMENT_LINE[o.payment],
      `Client : ${o.customer} (${o.city}), ${phone}.`,
      `Commande : ${o.link}`,
      'Pensez à la confirmer rapidement depuis votre tableau de bord.',
    ].join('\n\n'),
  }
}

/** The in-app notification of a new order, on the merchant's dashboard. */
export function orderPlacedNotice(o: {
  number: string
  customer: string
  city: string
  itemCount: number
  total: number
  currency: string
  payment: OrderPaymentState
}): { title: string; body: string } {
  const waiting = o.payment === 'awaiting' ? ' En attente de paiement.' : ''
  return {
    title: `Nouvelle commande ${o.number}`,
    body: `${o.customer} (${o.city}) : ${countOf(o.itemCount, 'article')}, ${formatMoney(o.total, o.currency)}.${waiting}`,
  }
}

/**
 * The shopper's receipt, queued with the order. It goes to a number anyone may type into an
 * order, so it carries nothing the person ordering wrote (name, city, note): no relay.
 */
/** The receipt's template: its count across shops is read before the order is priced. */
export const ORDER_RECEIPT_TEMPLATE = 'order-receipt'

export function orderReceiptForShopper(
  to: To,
  o: { storeName: string; number: string; total: number; currency: string; link: string },
): OutgoingMessage {
  return inTemplateWords(to, ORDER_RECEIPT_TEMPLATE, `Votre commande ${o.number} est enregistrée`, [
    o.number,
    o.storeName,
    formatMoney(o.total, o.currency),
    o.link,
  ])
}

export function orderStatusForShopper(
  to: To,
  o: {
    storeName: string
    number: string
    statusLabel: string
    message: string | null
    link: string
  },
): OutgoingMessage {
  return inTemplateWords(to, 'order-status', `Votre commande ${o.number} : ${o.statusLabel}`, [
    o.number,
    o.storeName,
    o.statusLabel,
    o.message ? `Message de la boutique : ${o.message}` : 'Pas de message de la boutique.',
    o.link,
  ])
}

/**
 * The invitation to review (issue 26), once an order is delivered, at most once an order. Like
 * the status message it carries nothing the person ordering wrote: the shop, the number, the
 * tracking link where the review forms are.
 */
export function reviewInviteForShopper(
  to: To,
  o: { storeName: string; number: string; link: string },
): OutgoingMessage {
  return inTemplateWords(to, 'review-invite', `Votre avis sur la commande ${o.number}`, [
    o.number,
    o.storeName,
    o.link,
  ])
}

/**
 * "Absent – à reprogrammer" (ADR 052): the courier found no one at the door. Like the status
 * message, it carries nothing the person ordering wrote: the shop, the number, the link.
 */
export function deliveryAbsentForShopper(
  to: To,
  o: { storeName: string; number: string; link: string },
): OutgoingMessage {
  return inTemplateWords(
    to,
    'delivery-absent',
    `Votre commande ${o.number} : livraison à reprogrammer`,
    [o.number, o.storeName, o.link],
  )
}

export function verificationMessage(
  to: To,
  o: { firstName: string; link: string },
): OutgoingMessage {
  return inTemplateWords(to, 'verify-account', 'Confirmez votre compte Boutiko', [
    o.firstName,
    o.link,
  ])
}

export function resetCodeMessage(to: To, o: { code: string; link: string }): OutgoingMessage {
  return {
    ...to,
    template: 'reset-code',
    params: [o.code],
    subject: 'Votre code de réinitialisation Boutiko',
    body: `Votre code : ${o.code}\n\nIl est valable 10 minutes et ne sert qu'une fois. Saisissez-le ici : ${o.link}\n\nSi vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.`,
  }
}

export function subscriptionMessage(
  to: To,
  o: { storeName: string; text: string; link: string },
): OutgoingMessage {
  return {
    ...to,
    template: 'subscription',
    params: [o.storeName, o.text, o.link],
    subject: `Votre abonnement — ${o.storeName}`,
    body: `${o.text}\n\n${o.link}`,
  }
}

/**
 * The Boutiko team unpublished one of the shop's products (issue 27): which one, why (the
 * administrator's words, required by the form), and where.
 */
export function productUnpublishedMessage(
  to: To,
  o: { storeName: string; product: string; reason: string; link: string },
): OutgoingMessage {
  return inTemplateWords(
    to,
    'product-unpublished',
    `Produit retiré de votre vitrine — ${o.product}`,
    [o.storeName, o.product, o.reason, o.link],
  )
}

/** The receipt of a plan paid online to the platform: fixed words, no merchant-written text. */
export function planPaymentReceipt(
  to: To,
  o: {
    storeName: string
    planName: string
    amount: number
    currency: string
    reference: string
    provider: string
    endsOn: string
    link: string
  },
): OutgoingMessage {
  return {
    ...to,
    template: 'plan-payment-receipt',
    params: [
      o.storeName,
      formatMoney(o.amount, o.currency),
      o.planName,
      o.provider,
      o.reference,
      o.endsOn,
      o.link,
    ],
    subject: `Reçu de paiement Boutiko — offre ${o.planName}`,
    body: [
      `Bonjour ${o.storeName},`,
      `Nous avons bien reçu votre paiement de ${formatMoney(o.amount, o.currency)} pour l’offre ${o.planName} (${o.provider}, référence ${o.reference}).`,
      `Votre abonnement est actif jusqu’au ${o.endsOn}.`,
      `Votre abonnement : ${o.link}`,
      'Merci de votre confiance !',
    ].join('\n\n'),
  }
}

/** Sign-up with an identifier that already has an account: the owner is told, nothing is created. */
export function signupAttemptMessage(
  to: To,
  o: { signinLink: string; forgotLink: string },
): OutgoingMessage {
  return {
    ...to,
    template: 'signup-existing',
    params: [o.signinLink, o.forgotLink],
    subject: 'Tentative de création de compte Boutiko',
    body: `Bonjour,\n\nQuelqu'un a essayé de créer un compte Boutiko avec votre adresse, qui en a déjà un. Aucun compte n'a été créé.\n\nSi c'est vous, connectez-vous : ${o.signinLink}\nou réinitialisez votre mot de passe : ${o.forgotLink}\n\nSinon, ignorez ce message : votre compte reste inchangé.`,
  }
}

export function passwordResetDoneMessage(to: To, o: { forgotLink: string }): OutgoingMessage {
  return inTemplateWords(to, 'password-reset', 'Votre mot de passe Boutiko a été changé', [
    o.forgotLink,
  ])
}

/** A shop invites a person to its atelier: nothing exists until they accept from this link. */
export function staffInvitationMessage(
  to: To,
  o: { firstName: string; storeName: string; link: string; days: number },
): OutgoingMessage {
  return inTemplateWords(
    to,
    'staff-invitation',
    `Invitation à rejoindre l’atelier de ${o.storeName}`,
    [o.firstName, o.storeName, String(o.days), o.link],
  )
}

/** An administrator blocked or unblocked the account. */
export function accountStatusMessage(
  to: To,
  o: { firstName: string; blocked: boolean; reason: string | undefined },
): OutgoingMessage {
  const body = o.blocked
    ? [
        `Bonjour ${o.firstName},`,
        'Votre compte Boutiko a été bloqué par l’équipe Boutiko.',
        o.reason ? `Motif : ${o.reason}` : '',
        'Pour toute question, répondez à ce message ou contactez le support.',
      ]
    : [`Bonjour ${o.firstName},`, 'Votre compte Boutiko est de nouveau actif.']
  return {
    ...to,
    template: 'account-status',
    params: [
      o.firstName,
      o.blocked
        ? `votre compte Boutiko a été bloqué par l’équipe Boutiko.${o.reason ? ` Motif : ${o.reason}` : ''}`
        : 'votre compte Boutiko est de nouveau actif.',
    ],
    subject: o.blocked ? 'Votre compte Boutiko a été bloqué' : 'Votre compte Boutiko est réactivé',
    body: body.filter(Boolean).join('\n\n'),
  }
}

/**
 * The code proving a shop's e-mail or WhatsApp number. It goes to a contact nobody has proven
 * yet, so it carries no text the shop chose (not even its name): nothing to phish with.
 */
export function shopContactCodeMessage(to: To, o: { code: string }): OutgoingMessage {
  return {
    ...to,
    template: 'shop-contact-code',
    params: [o.code],
    subject: 'Votre code de vérification Boutiko',
    body: `Votre code : ${o.code}\n\nUne boutique Boutiko demande à recevoir ses messages (commandes, messages de clients) à cette adresse. Saisissez ce code dans son tableau de bord, Paramètres › Profil entreprise ; il est valable 30 minutes.\n\nSi vous n'avez rien demandé, ignorez ce message : rien ne vous sera envoyé.`,
  }
}

/** The e-mail the shop receives for each enquiry (the shopper's address to reply to). */
export function enquiryForMerchant(
  to: To,
  shop: { name: string },
  e: { fullName: string; email: string; phone: string; message: string; link: string },
): OutgoingMessage {
  // Only the ways the shopper left ('' for the other: a phone or an e-mail may be missing).
  const replyTo = [e.email, e.phone && formatPhone(e.phone)].filter(Boolean).join(' · ')
  return {
    ...to,
    template: 'enquiry',
    params: [e.fullName, shop.name, e.message, replyTo, e.link],
    subject: `Nouveau message de ${e.fullName} — ${shop.name}`,
    body: [
      `${e.fullName} vous a écrit depuis votre boutique ${shop.name} :`,
      e.message,
      `Répondre : ${replyTo}`,
      `Tous vos messages : ${e.link}`,
    ].join('\n\n'),
  }
}

/**
 * The courier's link to their day's parcels ("Tournée du jour", ADR 052): one per assignment or
 * new link. The link is the courier's only credential, so the words ask them to keep it.
 */
export function courierRunLink(
  to: To,
  /** `day`: the run's shop-local day, as people write it ("28/11/2026"): a new link may be a past day's. */
  o: { storeName: string; parcels: number; day: string; link: string },
): OutgoingMessage {
  const parcels = `${o.parcels} colis`
  return {
    ...to,
    template: 'courier-run-link',
    params: [o.storeName, parcels, o.day, o.link],
    subject: `${o.storeName} : votre tournée du ${o.day}`,
    body: [
      `Bonjour, ${o.storeName} vous confie ${parcels} pour la tournée du ${o.day}.`,
      `Votre tournée : ${o.link}`,
      'Ce lien est personnel : ne le partagez pas.',
    ].join('\n\n'),
  }
}
