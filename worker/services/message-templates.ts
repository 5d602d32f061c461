import { formatMoney } from '../schemas/money'
import { formatPhone } from '../schemas/phone'
import { countOf } from '../schemas/plural'
import type { OutgoingMessage } from './outbox'

/**
 * The words of every message the platform sends (French). One function per event; the
 * caller picks the channel from what it knows of the person (e-mail or WhatsApp number).
 */
type To = Pick<OutgoingMessage, 'channel' | 'to'>

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
  return {
    ...to,
    template: ORDER_RECEIPT_TEMPLATE,
    params: [o.number, o.storeName, formatMoney(o.total, o.currency), o.link],
    subject: `Votre commande ${o.number} est enregistrée`,
    body: [
      `Merci ! Votre commande ${o.number} chez ${o.storeName} est bien enregistrée, pour un total de ${formatMoney(o.total, o.currency)}.`,
      `Suivre votre commande : ${o.link}`,
    ].join('\n\n'),
  }
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
  return {
    ...to,
    template: 'order-status',
    params: [
      o.number,
      o.storeName,
      o.statusLabel,
      o.message ? `Message de la boutique : ${o.message}` : 'Pas de message de la boutique.',
      o.link,
    ],
    subject: `Votre commande ${o.number} : ${o.statusLabel}`,
    body: [
      `Bonjour, votre commande ${o.number} chez ${o.storeName} est maintenant : ${o.statusLabel}.`,
      ...(o.message ? [`Message de la boutique : ${o.message}`] : []),
      `Suivre votre commande : ${o.link}`,
    ].join('\n\n'),
  }
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
  return {
    ...to,
    template: 'review-invite',
    params: [o.number, o.storeName, o.link],
    subject: `Votre avis sur la commande ${o.number}`,
    body: [
      `Bonjour, votre commande ${o.number} chez ${o.storeName} est livrée. Qu’en pensez-vous ?`,
      `Donnez votre avis sur vos articles : ${o.link}`,
    ].join('\n\n'),
  }
}

/**
 * "Absent – à reprogrammer" (ADR 052): the courier found no one at the door. Like the status
 * message, it carries nothing the person ordering wrote: the shop, the number, the link.
 */
export function deliveryAbsentForShopper(
  to: To,
  o: { storeName: string; number: string; link: string },
): OutgoingMessage {
  return {
    ...to,
    template: 'delivery-absent',
    params: [o.number, o.storeName, o.link],
    subject: `Votre commande ${o.number} : livraison à reprogrammer`,
    body: [
      `Bonjour, le livreur n’a trouvé personne pour votre commande ${o.number} chez ${o.storeName}. La boutique vous recontacte pour une nouvelle livraison.`,
      `Suivre votre commande : ${o.link}`,
    ].join('\n\n'),
  }
}

export function verificationMessage(
  to: To,
  o: { firstName: string; link: string },
): OutgoingMessage {
  return {
    ...to,
    template: 'verify-account',
    params: [o.firstName, o.link],
    subject: 'Confirmez votre compte Boutiko',
    body: `Bonjour ${o.firstName},\n\nBienvenue sur Boutiko ! Confirmez votre compte en ouvrant ce lien :\n${o.link}\n\nSi vous n'avez pas créé de compte, ignorez ce message.`,
  }
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
  return {
    ...to,
    template: 'password-reset',
    params: [o.forgotLink],
    subject: 'Votre mot de passe Boutiko a été changé',
    body: `Bonjour,\n\nLe mot de passe de votre compte Boutiko vient d'être réinitialisé et toutes vos sessions ont été fermées.\n\nSi ce n'est pas vous, demandez tout de suite un nouveau code : ${o.forgotLink}`,
  }
}

/** A shop invites a person to its atelier: nothing exists until they accept from this link. */
export function staffInvitationMessage(
  to: To,
  o: { firstName: string; storeName: string; link: string; days: number },
): OutgoingMessage {
  return {
    ...to,
    template: 'staff-invitation',
    params: [o.firstName, o.storeName, String(o.days), o.link],
    subject: `Invitation à rejoindre l’atelier de ${o.storeName}`,
    body: `Bonjour ${o.firstName},\n\n${o.storeName} vous invite à rejoindre son atelier sur Boutiko. Pour accepter et choisir votre mot de passe, ouvrez ce lien (valable ${o.days} jours) :\n${o.link}\n\nSi vous ne connaissez pas cette boutique, ignorez ce message : aucun compte n'est créé sans vous.`,
  }
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
