/** Words of the verification, forgotten-password and reset screens (issue 6). */
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
  verifyTitle: 'Vérification du compte',
  verifying: 'Vérification de votre lien…',
  verifiedText: 'Merci ! Vous pouvez maintenant profiter de toutes les fonctionnalités.',
  verifyFailedText: 'Connectez-vous pour demander un nouveau lien de confirmation.',
  continue: 'Continuer',
  alreadyVerifiedText: 'Rien d’autre à faire : votre tableau de bord vous attend.',
  toDashboard: 'Aller au tableau de bord',
  backToSignin: 'Retour à la connexion',
  /** An account opened on the WhatsApp tab confirms its number, not an address (issue 27). */
  bannerText: (byPhone: boolean) =>
    `Confirmez ${byPhone ? 'votre numéro' : 'votre adresse e-mail'} pour sécuriser votre compte : ouvrez le lien que nous vous avons envoyé. D’ici là, votre boutique n’envoie aucun message (e-mails de commande, messages de clients, suivis WhatsApp).`,
  bannerLabel: 'Confirmation du compte',
  bannerResend: 'Renvoyer le message',
  bannerDismiss: 'Masquer',
} as const

/**
 * Words of the invitation page (/auth/invitation/:token): an invitation to a shop's team. An
 * export of its own, so the dashboard (which reads authFr for its banner) does not carry them.
 */
export const invitationFr = {
  title: 'Rejoindre une équipe',
  loading: "Ouverture de l'invitation…",
  intro: (shop: string, name: string) =>
    `${shop} vous invite à rejoindre son équipe sur Boutiko, au nom de ${name}.`,
  signsInWith: (identifier: string) =>
    `Vous vous connecterez avec ${identifier} et le mot de passe choisi ici.`,
  password: 'Mot de passe',
  passwordHint: 'Au moins 8 caractères, dont une minuscule et une majuscule',
  confirmPass: 'Confirmer le mot de passe',
  submit: "Accepter l'invitation",
  unavailable: (identifier: string) =>
    `${identifier} est déjà l'identifiant d'un compte Boutiko (une boutique, ou l'équipe d'une autre boutique) : il ne peut pas rejoindre cette équipe. Demandez à être invité(e) avec un autre e-mail ou numéro.`,
  invalidText: 'Demandez à la boutique de vous envoyer une nouvelle invitation.',
  backToSignin: 'Aller à la connexion',
} as const
