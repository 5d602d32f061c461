import { authFieldWords } from '#worker/schemas/auth-words.ts'

/** The sign-up form's words: loaded with the auth pages, not with every page of the app. */
export const authWords = {
  signupTitle: 'Créer un compte',
  signupSubtitle: 'Créez votre boutique en ligne en quelques clics.',
  tabEmail: 'E-mail',
  ...authFieldWords,
  confirmPassword: 'Confirmer le mot de passe',
  firstName: 'Prénom',
  lastName: 'Nom',
  hasAccount: 'Vous avez déjà un compte ?',
  signinLink: 'Se connecter',
  signupSubmit: "S'Inscrire",
  gender: 'Genre',
  genderUnset: 'Préfère ne pas le dire',
  genderFemale: 'Femme',
  genderMale: 'Homme',
  referralCode: 'Code de parrainage (facultatif)',
  termsBefore: "J'accepte les ",
  termsLink: 'termes et conditions',
  backToSignin: 'Retour à la connexion',
} as const
