import { authMsg } from '../../schemas/auth'
import { authFieldWords } from '../../schemas/auth-words'
import type { SigninNotice } from '../../schemas/session-paths'

/**
 * The words of the worker's /auth pages (ADR 038, 064), those the dashboard's pages had, so
 * that people and tests find the same labels. The tab says "E-mail" and the field "Adresse
 * e-mail": a radio and a field with the same label would make one name two controls (one
 * spelling, "e-mail", issue 27).
 */
export const authPageWords = {
  description: 'Connectez-vous pour gérer votre boutique Boutiko.',
  tagline: 'Vendre plus, en toute sécurité',
  sellingPoints: [
    'Votre boutique en ligne en quelques clics',
    'Commandes reçues sur WhatsApp',
    'Paiements et clients en sécurité',
  ],
  footer: (year: number) => `© ${year} Boutiko`,
  tabEmail: 'E-mail',
  ...authFieldWords,
  /** Login CSRF: a form posted from another site would act in someone else's name. */
  crossSite:
    'Requête refusée : ce formulaire doit être envoyé depuis sa page sur Boutiko. Rechargez la page et réessayez.',
  bodyTooLarge: 'Formulaire trop volumineux.',
  backToSignin: 'Retour à la connexion',
} as const

export const signinWords = {
  ...authPageWords,
  pageTitle: 'Se Connecter — Boutiko',
  title: 'Se Connecter',
  subtitle: 'Heureux de vous revoir ! Connectez-vous pour gérer votre boutique.',
  identifierChoice: 'Se connecter avec',
  remember: 'Se souvenir de moi',
  forgot: 'Mot de passe oublié ?',
  submit: 'Connexion',
  noAccount: "Vous n'avez pas de compte ?",
  createAccount: 'Créer un compte',
  crossSite:
    'Requête refusée : la connexion doit se faire depuis la page de connexion de Boutiko. Rechargez la page et réessayez.',
} as const

export const signupWords = {
  title: 'Créer un compte',
  subtitle: 'Créez votre boutique en ligne en quelques clics.',
  identifierChoice: "S'inscrire avec",
  firstName: 'Prénom',
  lastName: 'Nom',
  confirmPassword: 'Confirmer le mot de passe',
  gender: 'Genre',
  genderUnset: 'Préfère ne pas le dire',
  genderFemale: 'Femme',
  genderMale: 'Homme',
  referralCode: 'Code de parrainage (facultatif)',
  termsBefore: "J'accepte les ",
  termsLink: 'termes et conditions',
  submit: "S'Inscrire",
  hasAccount: 'Vous avez déjà un compte ?',
  signinLink: 'Se connecter',
} as const

export const passwordWords = {
  forgotTitle: 'Mot de passe oublié',
  forgotSubtitle:
    'Indiquez votre e-mail ou votre numéro WhatsApp : nous vous envoyons un code à 6 chiffres.',
  identifierChoice: 'Recevoir le code par',
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
} as const

/**
 * The verification link's page (/auth/verify/:token). Opening the link asks for a tap: link
 * previews and mail scanners fetch it too, and must not confirm an account in its owner's place.
 */
export const verifyWords = {
  title: 'Vérification du compte',
  askText: 'Un dernier pas : confirmez que ce compte Boutiko est bien le vôtre.',
  confirm: 'Confirmer mon compte',
  verifiedText: 'Merci ! Vous pouvez maintenant profiter de toutes les fonctionnalités.',
  verifyFailedText: 'Connectez-vous pour demander un nouveau lien de confirmation.',
  continue: 'Continuer',
  alreadyVerifiedText: 'Rien d’autre à faire : votre tableau de bord vous attend.',
  toDashboard: 'Aller au tableau de bord',
} as const

/** The page of an invitation to a shop's team (/auth/invitation/:token, ADR 016, 055). */
export const invitationWords = {
  title: 'Rejoindre une équipe',
  intro: (shop: string, name: string) =>
    `${shop} vous invite à rejoindre son équipe sur Boutiko, au nom de ${name}.`,
  signsInWith: (identifier: string) =>
    `Vous vous connecterez avec ${identifier} et le mot de passe choisi ici.`,
  passwordHint: 'Au moins 8 caractères, dont une minuscule et une majuscule',
  confirmPass: 'Confirmer le mot de passe',
  submit: "Accepter l'invitation",
  unavailable: (identifier: string) =>
    `${identifier} est déjà l'identifiant d'un compte Boutiko (une boutique, ou l'équipe d'une autre boutique) : il ne peut pas rejoindre cette équipe. Demandez à être invité(e) avec un autre e-mail ou numéro.`,
  invalidText: 'Demandez à la boutique de vous envoyer une nouvelle invitation.',
  toSignin: 'Aller à la connexion',
} as const

/** The news the dashboard leaves for the sign-in page (schemas/session-paths.ts). */
export const SIGNIN_NOTICES: Record<SigninNotice, string> = {
  signup: authMsg.signupAccepted,
  'signup-phone': authMsg.signupAcceptedPhone,
  reset: authMsg.passwordReset,
  logout: 'Vous êtes déconnecté',
}
