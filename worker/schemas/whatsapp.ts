/**
 * What WhatsApp says of a message, in the merchant's words (ADR 049): the delivery states its
 * status webhooks report, and the Cloud API's error codes the platform meets, explained.
 */
export const WHATSAPP_DELIVERIES = ['sent', 'delivered', 'read', 'failed'] as const
export type WhatsappDelivery = (typeof WHATSAPP_DELIVERIES)[number]

export const WHATSAPP_DELIVERY_LABEL: Record<WhatsappDelivery, string> = {
  sent: 'Envoyé',
  delivered: 'Distribué',
  read: 'Lu',
  failed: 'Échec',
}

/** The Cloud API's codes the platform explains; any other is shown with Meta's own title. */
export const WHATSAPP_ERROR_EXPLAINED: Record<number, string> = {
  131047:
    'plus de 24 heures depuis le dernier message de ce numéro : seul un modèle approuvé peut lui être envoyé',
  132000: 'le nombre de paramètres ne correspond pas au modèle approuvé',
  132001: 'le modèle n’existe pas (ou n’est pas encore approuvé) dans cette langue',
  131026: 'ce numéro ne peut pas recevoir ce message (WhatsApp absent ou trop ancien)',
  131049: 'WhatsApp a limité les messages vers ce numéro pour préserver son expérience',
  131056: 'trop de messages vers ce numéro en peu de temps',
  190: 'jeton d’accès WhatsApp invalide ou expiré',
}

/** "Échec : <explanation> (code)", as the merchant and the administrator read it. */
export function whatsappErrorText(code: number, metaTitle?: string) {
  const explained = WHATSAPP_ERROR_EXPLAINED[code] ?? metaTitle ?? 'erreur inconnue'
  return `${explained} (WhatsApp ${code})`
}

/** The webhook's refusals (/api/whatsapp/webhook). */
export const whatsappMsg = {
  verificationRefused: 'Vérification du webhook WhatsApp refusée : jeton de vérification invalide',
  unsigned: 'Événement WhatsApp refusé : signature X-Hub-Signature-256 absente',
  badSignature: 'Événement WhatsApp refusé : signature invalide',
  notJson: 'Événement WhatsApp refusé : le corps n’est pas du JSON',
  /** The Cloud API said 200 without naming the message (retried). */
  noMessageId: 'API WhatsApp : réponse sans identifiant',
} as const

/** Where a message to the shopper stands, on the order's page (services/orders/order-messages.ts). */
export const orderMessageWords = {
  failed: (reason: string | null) => `Échec : ${reason ?? 'raison inconnue'}`,
  held: (reason: string | null) => `Retenu : ${reason ?? 'raison inconnue'}`,
  sent: 'Envoyé',
  waiting: (reason: string | null) => (reason ? `En attente : ${reason}` : 'En attente'),
} as const
