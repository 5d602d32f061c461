/**
 * The WhatsApp message templates of the platform (ADR 049): Meta delivers a message the platform
 * starts only as a template it approved beforehand, in the language it was approved in. One per
 * kind of message the outbox holds (its `template` key), with the words Meta reviews, `{{n}}`
 * for each parameter the message fills in, and an example of each (Meta refuses a template
 * without). `npm run whatsapp:templates` submits them; the local stand-in
 * (scripts/whatsapp-sandbox) approves them under `npm start`.
 *
 * Codes go as AUTHENTICATION templates: Meta writes their words itself (the code, a security
 * line, the expiry) and adds a copy-code button; the code is passed as the body's parameter
 * and again as the button's.
 */

export type WhatsappCategory = 'UTILITY' | 'AUTHENTICATION'

export type WhatsappTemplate = {
  /** Meta's name: lower case, digits and underscores. */
  name: string
  category: WhatsappCategory
  /** The body as the person reads it, `{{1}}`… in order. */
  body: string
  /** One example value per placeholder, in order. */
  example: readonly string[]
  /** AUTHENTICATION only: minutes the code is valid (Meta's footer). */
  codeExpirationMinutes?: number
}

export const WHATSAPP_LANGUAGE = 'fr'

/** Meta's own words of an AUTHENTICATION template in French, with its security line. */
const AUTH_BODY =
  '*{{1}}* est votre code de vérification. Pour votre sécurité, ne communiquez pas ce code.'

const utility = (name: string, body: string, example: readonly string[]): WhatsappTemplate => ({
  name,
  category: 'UTILITY',
  body,
  example,
})

const authentication = (name: string, minutes: number): WhatsappTemplate => ({
  name,
  category: 'AUTHENTICATION',
  body: AUTH_BODY,
  example: ['482915'],
  codeExpirationMinutes: minutes,
})

const ORDER_LINK = 'https://boutiko.app/suivi/8f3k2'

/** By the outbox's template key (message-templates.ts). */
export const WHATSAPP_TEMPLATES: Readonly<Record<string, WhatsappTemplate>> = {
  // Issue 27: a new name, as Meta reviews a changed body again (items, payment, phone).
  'order-placed': utility(
    'boutiko_order_placed_v2',
    'Nouvelle commande {{1}} chez {{2}} : {{3}}, total {{4}}. {{5}} Client : {{6}} ({{7}}), {{8}}. Commande : {{9}} Pensez à la confirmer rapidement depuis votre tableau de bord.',
    [
      'C-1042',
      'Chez Awa',
      '2 × Robe wax (M), 1 × Sac en raphia',
      '15 000 FCFA',
      'En attente de paiement : ne l’expédiez pas avant la confirmation du paiement.',
      'Koffi A.',
      'Cotonou',
      '+229 97 00 00 00',
      'https://boutiko.app/commandes/1',
    ],
  ),
  'order-receipt': utility(
    'boutiko_order_receipt',
    'Merci ! Votre commande {{1}} chez {{2}} est bien enregistrée, pour un total de {{3}}. Suivre votre commande : {{4}} À bientôt !',
    ['C-1042', 'Chez Awa', '15 000 FCFA', ORDER_LINK],
  ),
  'order-status': utility(
    'boutiko_order_status',
    'Bonjour, votre commande {{1}} chez {{2}} est maintenant : {{3}}. {{4}} Suivre votre commande : {{5}} À bientôt !',
    ['C-1042', 'Chez Awa', 'Expédiée', 'Message de la boutique : livraison demain.', ORDER_LINK],
  ),
  'delivery-absent': utility(
    'boutiko_delivery_absent',
    'Bonjour, le livreur n’a trouvé personne pour votre commande {{1}} chez {{2}}. La boutique vous recontacte pour une nouvelle livraison. Suivre votre commande : {{3}} Merci !',
    ['C-1042', 'Chez Awa', ORDER_LINK],
  ),
  'review-invite': utility(
    'boutiko_review_invite',
    'Bonjour, votre commande {{1}} chez {{2}} est livrée. Qu’en pensez-vous ? Donnez votre avis sur vos articles : {{3}} Merci !',
    ['C-1042', 'Chez Awa', ORDER_LINK],
  ),
  'payment-receipt': utility(
    'boutiko_payment_receipt',
    'Bonjour, {{1}} a bien reçu votre paiement de {{2}} pour la commande {{3}}. Suivre votre commande : {{4}} Merci !',
    ['Chez Awa', '15 000 FCFA', 'C-1042', ORDER_LINK],
  ),
  'payment-reminder': utility(
    'boutiko_payment_reminder',
    'Bonjour, votre commande {{1}} chez {{2}} ({{3}}) attend toujours votre paiement. Sans paiement avant {{4}}, elle sera annulée. Payer votre commande : {{5}} Merci !',
    ['C-1042', 'Chez Awa', '15 000 FCFA', '14 h 30', ORDER_LINK],
  ),
  'payment-rejected': utility(
    'boutiko_payment_rejected',
    'Bonjour, {{1}} n’a pas trouvé le paiement correspondant à votre référence pour la commande {{2}}. Vérifiez le SMS de votre opérateur et saisissez la bonne référence : {{3}} Merci !',
    ['Chez Awa', 'C-1042', ORDER_LINK],
  ),
  'payment-received': utility(
    'boutiko_payment_received',
    'Paiement de {{1}} reçu ({{2}}) pour la commande {{3}}. {{4}} Commande : {{5}} (tableau de bord Boutiko)',
    [
      '15 000 FCFA',
      'Mobile Money',
      'C-1042',
      'Commande à jour.',
      'https://boutiko.app/commandes/1',
    ],
  ),
  'transfer-reference': utility(
    'boutiko_transfer_reference',
    'Le client de la commande {{1}} indique avoir payé {{2}} par transfert direct, référence {{3}}. {{4}} Vérifiez le paiement puis confirmez-le depuis la commande : {{5}} (tableau de bord Boutiko)',
    [
      'C-1042',
      '15 000 FCFA',
      'MP241128.1532.A12345',
      'Référence utilisée sur aucune autre commande.',
      'https://boutiko.app/commandes/1',
    ],
  ),
  'payment-switched': utility(
    'boutiko_payment_switched',
    'Commande {{1}} : le paiement en ligne n’a pas abouti, le client a choisi {{2}} ({{3}}). Commande : {{4}} (tableau de bord Boutiko)',
    ['C-1042', 'Paiement à la livraison', '15 000 FCFA', 'https://boutiko.app/commandes/1'],
  ),
  enquiry: utility(
    'boutiko_enquiry',
    'Nouveau message : {{1}} vous a écrit depuis votre boutique {{2}} : « {{3}} » Répondre : {{4}} Tous vos messages : {{5}} (tableau de bord Boutiko)',
    [
      'Koffi A.',
      'Chez Awa',
      'Avez-vous cette robe en taille M ?',
      'koffi@exemple.bj · 97 00 00 00',
      'https://boutiko.app/messages',
    ],
  ),
  subscription: utility(
    'boutiko_subscription',
    'Votre abonnement Boutiko ({{1}}) : {{2}} Votre abonnement : {{3}} Merci de votre confiance !',
    ['Chez Awa', 'Votre essai se termine dans 3 jours.', 'https://boutiko.app/abonnement'],
  ),
  'plan-payment-receipt': utility(
    'boutiko_plan_payment_receipt',
    'Bonjour {{1}}, nous avons bien reçu votre paiement de {{2}} pour l’offre {{3}} ({{4}}, référence {{5}}). Votre abonnement est actif jusqu’au {{6}}. Votre abonnement : {{7}} Merci de votre confiance !',
    [
      'Chez Awa',
      '5 000 FCFA',
      'Pro',
      'FedaPay',
      'TX-123',
      '28/12/2026',
      'https://boutiko.app/abonnement',
    ],
  ),
  'verify-account': utility(
    'boutiko_verify_account',
    'Bonjour {{1}}, bienvenue sur Boutiko ! Confirmez votre compte en ouvrant ce lien : {{2}} Si vous n’avez pas créé de compte, ignorez ce message.',
    ['Awa', 'https://boutiko.app/auth/verify?token=abc'],
  ),
  'signup-existing': utility(
    'boutiko_signup_existing',
    'Bonjour, quelqu’un a essayé de créer un compte Boutiko avec votre numéro, qui en a déjà un. Aucun compte n’a été créé. Si c’est vous, connectez-vous : {{1}} ou réinitialisez votre mot de passe : {{2}} Sinon, ignorez ce message.',
    ['https://boutiko.app/auth/signin', 'https://boutiko.app/auth/forgot'],
  ),
  'password-reset': utility(
    'boutiko_password_reset',
    'Bonjour, le mot de passe de votre compte Boutiko vient d’être réinitialisé et toutes vos sessions ont été fermées. Si ce n’est pas vous, demandez tout de suite un nouveau code : {{1}} Merci de votre vigilance.',
    ['https://boutiko.app/auth/forgot'],
  ),
  // v2 (issue 26): a team is the whole shop's now, with or without L'Atelier.
  'staff-invitation': utility(
    'boutiko_staff_invitation_v2',
    'Bonjour {{1}}, {{2}} vous invite à rejoindre son équipe sur Boutiko. Pour accepter et choisir votre mot de passe, ouvrez ce lien (valable {{3}} jours) : {{4}} Si vous ne connaissez pas cette boutique, ignorez ce message.',
    ['Awa', 'Chez Awa', '7', 'https://boutiko.app/invitation/abc'],
  ),
  'account-status': utility('boutiko_account_status', 'Bonjour {{1}}, {{2}} L’équipe Boutiko.', [
    'Awa',
    'votre compte Boutiko est de nouveau actif.',
  ]),
  'courier-run-link': utility(
    'boutiko_courier_run_link',
    'Bonjour, {{1}} vous confie {{2}} pour la tournée du {{3}}. Votre tournée : {{4}} Ce lien est personnel : ne le partagez pas.',
    ['Chez Awa', '4 colis', '28/11/2026', 'https://boutiko.app/chez-awa/livraison/8f3k2'],
  ),
  // Issue 27: an administrator's unpublishing, told beyond the bell; the reason is required.
  'product-unpublished': utility(
    'boutiko_product_unpublished',
    'Bonjour {{1}}, l’équipe Boutiko a retiré « {{2}} » de votre vitrine. Motif : {{3}} Votre produit : {{4}} (tableau de bord Boutiko)',
    [
      'Chez Awa',
      'Robe wax',
      'Photo d’un autre vendeur.',
      'https://boutiko.app/user/products/prd_1',
    ],
  ),
  'reset-code': authentication('boutiko_reset_code', 10),
  'shop-contact-code': authentication('boutiko_shop_contact_code', 30),
}

/** The template of an outbox row's kind, or undefined: such a message can only go as free text. */
export const whatsappTemplateOf = (key: string): WhatsappTemplate | undefined =>
  Object.hasOwn(WHATSAPP_TEMPLATES, key) ? WHATSAPP_TEMPLATES[key] : undefined

/** How many `{{n}}` the body holds (its highest n). */
export const placeholderCount = (body: string) =>
  Math.max(0, ...[...body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1])))

/**
 * Meta refuses a parameter holding a line break, a tab or more than four spaces in a row: the
 * platform's words and what people typed are folded onto one line before they go.
 */
export const asParameter = (value: string) =>
  value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/ {4,}/g, '   ')
    .trim() || '—'

/**
 * The message as the person reads it: each `{{n}}` replaced by its parameter, and for a code
 * the expiry line Meta adds below.
 */
export function fillTemplate(t: WhatsappTemplate, params: readonly string[]) {
  const text = t.body.replace(
    /\{\{(\d+)\}\}/g,
    (whole, n: string) => params[Number(n) - 1] ?? whole,
  )
  return t.codeExpirationMinutes
    ? `${text}\nCe code expire dans ${t.codeExpirationMinutes} minutes.`
    : text
}

/** The copy-code button's label (AUTHENTICATION templates). */
export const COPY_CODE_LABEL = 'Copier le code'

/**
 * The template as the WhatsApp Business Management API takes it (`POST /{WABA-ID}/message_templates`):
 * a UTILITY body with its example; an AUTHENTICATION template's parts Meta writes itself (the
 * security line, the expiry footer, the copy-code button).
 */
export function managementPayload(t: WhatsappTemplate) {
  const components =
    t.category === 'AUTHENTICATION'
      ? [
          { type: 'BODY', add_security_recommendation: true },
          { type: 'FOOTER', code_expiration_minutes: t.codeExpirationMinutes ?? 10 },
          {
            type: 'BUTTONS',
            buttons: [{ type: 'OTP', otp_type: 'COPY_CODE', text: COPY_CODE_LABEL }],
          },
        ]
      : [{ type: 'BODY', text: t.body, example: { body_text: [[...t.example]] } }]
  return { name: t.name, language: WHATSAPP_LANGUAGE, category: t.category, components }
}
