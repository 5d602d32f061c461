/**
 * Words of the verification banner. The /auth pages themselves are the worker's, with their
 * words (worker/site/auth/fr.ts, ADR 064).
 */
export const authFr = {
  /** An account opened on the WhatsApp tab confirms its number, not an address (issue 27). */
  bannerText: (byPhone: boolean) =>
    `Confirmez ${byPhone ? 'votre numéro' : 'votre adresse e-mail'} pour sécuriser votre compte : ouvrez le lien que nous vous avons envoyé. D’ici là, votre boutique n’envoie aucun message (e-mails de commande, messages de clients, suivis WhatsApp).`,
  bannerLabel: 'Confirmation du compte',
  bannerResend: 'Renvoyer le message',
  bannerDismiss: 'Masquer',
} as const
