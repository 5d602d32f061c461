import * as z from 'zod/mini'
import { msg } from './messages'

/** Words of the shop contact verification and of held messages (ADR 014). */
export const shopContactMsg = {
  codeFormat: 'Le code compte 6 chiffres',
  codeSent: (channel: ContactChannel) =>
    channel === 'email'
      ? 'Code envoyé : vérifiez la boîte e-mail de la boutique.'
      : 'Code envoyé : vérifiez le WhatsApp de la boutique.',
  alreadyVerified: 'Ce contact est déjà vérifié',
  accountFirst:
    'Confirmez d’abord votre compte (lien reçu à l’inscription) : avant cela, Boutiko n’envoie aucun message pour votre boutique.',
  tooManyCodes: (minutes: number) =>
    `Trop de codes demandés. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
  codeHeld: (why: string) => `Code non envoyé : ${why}. Réessayez demain.`,
  codeExpired: 'Code expiré ou trop d’essais : demandez un nouveau code',
  codeWrong: 'Code incorrect',
  noContact: 'La boutique n’a pas d’e-mail : ajoutez-en un dans le profil pour le vérifier.',
} as const

/** The two contacts of a shop the platform sends to: its e-mail and its WhatsApp number. */
export const ContactChannel = z.enum(['email', 'whatsapp'], { error: msg.required })
export type ContactChannel = z.infer<typeof ContactChannel>

/** POST /api/store/contacts/code: send (again) the code proving one contact. */
export const ContactCodeRequest = z.object({ channel: ContactChannel })
export type ContactCodeRequest = z.infer<typeof ContactCodeRequest>

/** POST /api/store/contacts/verify: the 6 digits received on that contact. */
export const ContactCodeInput = z.object({
  channel: ContactChannel,
  code: z
    .string({ error: msg.required })
    .check(z.trim(), z.regex(/^\d{6}$/, shopContactMsg.codeFormat)),
})
export type ContactCodeInput = z.infer<typeof ContactCodeInput>

/** Why a message a shop caused was kept but not sent (outbox.blocked_reason; ADR 014). */
export const BLOCKED_REASONS = [
  'owner-blocked',
  'account-unverified',
  'contact-unverified',
  'shop-cap',
  'order-cap',
  'recipient-cap',
] as const
export type BlockedReason = (typeof BLOCKED_REASONS)[number]

export const BLOCKED_REASON_LABEL: Record<BlockedReason, string> = {
  'owner-blocked': 'le compte du propriétaire est bloqué par un administrateur',
  'account-unverified': 'votre compte n’est pas confirmé',
  'contact-unverified': 'l’e-mail ou le numéro WhatsApp de la boutique n’est pas vérifié',
  'shop-cap': 'la limite quotidienne de messages de la boutique est atteinte',
  'recipient-cap': 'la limite quotidienne de messages vers ce destinataire est atteinte',
  'order-cap': 'la limite quotidienne de messages pour cette commande est atteinte',
}

/** GET /api/store/contacts: what the platform may send, and what it held back today. */
export type ShopContacts = {
  /** The owner's own sign-in is confirmed: without it the shop sends nothing. */
  accountVerified: boolean
  email: { value: string; verified: boolean }
  whatsapp: { value: string; verified: boolean }
  /** Which channel gets which alert; only verified channels receive anything. */
  alerts: AlertPreferences
  /** Messages of the last 24 hours kept but not sent, by reason. */
  blocked: { reason: BlockedReason; label: string; count: number }[]
}

/**
 * The merchant alerts a shop may send (issue 15): each goes to every verified channel the
 * merchant left switched on for it.
 */
export const ALERT_KINDS = ['orders', 'enquiries', 'subscription'] as const
export const AlertKind = z.enum(ALERT_KINDS)
export type AlertKind = z.infer<typeof AlertKind>

export const ALERT_KIND_LABEL: Record<AlertKind, string> = {
  orders: 'Nouvelles commandes et paiements reçus',
  enquiries: 'Messages de clients',
  subscription: 'Abonnement et offre',
}

/** Per alert, per channel: switched on (the default) or off. */
export type AlertPreferences = Record<AlertKind, Record<ContactChannel, boolean>>

const channelSwitches = z.object({ email: z.boolean(), whatsapp: z.boolean() })

/** PUT /api/store/contacts/alerts: the whole table of switches. */
export const AlertPreferencesInput = z.object({
  orders: channelSwitches,
  enquiries: channelSwitches,
  subscription: channelSwitches,
})
export type AlertPreferencesInput = z.infer<typeof AlertPreferencesInput>
