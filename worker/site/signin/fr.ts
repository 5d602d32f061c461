import { authMsg } from '../../schemas/auth'
import { authFieldWords } from '../../schemas/auth-words'
import type { SigninNotice } from '../../schemas/session-paths'

/**
 * The words of the worker's sign-in page (ADR 038): the dashboard's own sign-in words
 * (dashboard/src/lib/fr.ts `auth`, `app`), kept the same so that people and tests find the
 * same labels. The tab says "E-mail" and the field "Adresse e-mail": a radio and a field with
 * the same label would make one name two controls (one spelling, "e-mail", issue 27).
 */
export const signinWords = {
  pageTitle: 'Se Connecter — Boutiko',
  description: 'Connectez-vous pour gérer votre boutique Boutiko.',
  title: 'Se Connecter',
  subtitle: 'Heureux de vous revoir ! Connectez-vous pour gérer votre boutique.',
  identifierChoice: 'Se connecter avec',
  tabEmail: 'E-mail',
  ...authFieldWords,
  remember: 'Se souvenir de moi',
  forgot: 'Mot de passe oublié ?',
  submit: 'Connexion',
  noAccount: "Vous n'avez pas de compte ?",
  createAccount: 'Créer un compte',
  tagline: 'Vendre plus, en toute sécurité',
  sellingPoints: [
    'Votre boutique en ligne en quelques clics',
    'Commandes reçues sur WhatsApp',
    'Paiements et clients en sécurité',
  ],
  footer: (year: number) => `© ${year} Boutiko`,
  /** Login CSRF: a form posted from another site would sign the visitor into someone else's account. */
  crossSite:
    'Requête refusée : la connexion doit se faire depuis la page de connexion de Boutiko. Rechargez la page et réessayez.',
  bodyTooLarge: 'Formulaire trop volumineux.',
} as const

/** The news the dashboard leaves for the sign-in page (schemas/session-paths.ts). */
export const SIGNIN_NOTICES: Record<SigninNotice, string> = {
  signup: authMsg.signupAccepted,
  'signup-phone': authMsg.signupAcceptedPhone,
  reset: authMsg.passwordReset,
  logout: 'Vous êtes déconnecté',
}
