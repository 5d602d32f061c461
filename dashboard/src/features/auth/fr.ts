/** Words of the forgotten-password and reset screens (issue 6), and of the verification banner. */
export const authFr = {
  forgotTitle: 'Mot de passe oublié',
  forgotSubtitle:
    'Indiquez votre e-mail ou votre numéro WhatsApp : nous vous envoyons un code à 6 chiffres.',
  forgotSubmit: 'Envoyer le code',
  resetTitle: 'Nouveau mot de passe',
  resetSubtitle: 'Saisissez le code reçu par e-mail ou WhatsApp, puis votre nouveau mot de passe.',
  otp: 'Code reçu',
  otpHint: '6 chiffres, valable 10 minutes',
  newPassword: 'Nouveau mot de passe',
  confirmNewPassword: 'Confirmer le nouveau mot de passe',
  newPasswordHint: 'Au moins 8 caractères, dont une minuscule et une majuscule',
  resetSubmit: 'Réinitialiser le mot de passe',
  askNewCode: 'Demander un nouveau code',
  backToSignin: 'Retour à la connexion',
  /** An account opened on the WhatsApp tab confirms its number, not an address (issue 27). */
  bannerText: (byPhone: boolean) =>
    `Confirmez ${byPhone ? 'votre numéro' : 'votre adresse e-mail'} pour sécuriser votre compte : ouvrez le lien que nous vous avons envoyé. D’ici là, votre boutique n’envoie aucun message (e-mails de commande, messages de clients, suivis WhatsApp).`,
  bannerLabel: 'Confirmation du compte',
  bannerResend: 'Renvoyer le message',
  bannerDismiss: 'Masquer',
} as const
