/**
 * Every message the API can send to a person, in French. Shared by the worker (errors)
 * and the dashboard (the same zod schemas validate forms), so a field says the same thing
 * whether the browser or the server caught the mistake.
 */
import { FIELD_REQUIRED, UNEXPECTED_ERROR } from './basic-messages'

export const msg = {
  // generic
  required: FIELD_REQUIRED,
  invalidRequest: 'Requête invalide',
  invalidForm: 'Formulaire invalide',
  checkFields: 'Certains champs sont invalides, veuillez les corriger',
  unexpected: UNEXPECTED_ERROR,
  unauthorized: 'Veuillez vous connecter pour continuer',
  forbidden: "Vous n'avez pas accès à cette ressource",
  notFound: 'Ressource introuvable',
  payloadTooLarge: 'La requête est trop volumineuse',
  tooLong: (max: number) => `${max} caractères au maximum`,
  // contact data
  invalidEmail: 'E-mail incorrect',
  invalidPhone: 'Numéro invalide (8 à 15 chiffres)',
  /** A number too short or too long for its country's numbering plan ("+226": 8 digits). */
  phoneLength: (code: string, lengths: number[]) =>
    `Numéro invalide : après +${code}, il faut ${countText(lengths)} chiffres`,
  invalidCountryCode: 'Indicatif invalide',
  invalidColor: 'Couleur invalide',
  invalidCurrency: 'Devise invalide',
  invalidUrl: 'Lien invalide',
  // auth
  passwordTooShort: 'Mot de passe trop court, minimum 6 caractères',
  passwordWeak:
    'Le mot de passe doit contenir une minuscule, une majuscule et au moins 8 caractères',
  passwordsDiffer: 'Les mots de passe ne sont pas identiques',
  acceptTerms: 'Veuillez accepter les termes et conditions',
  invalidCredentials: 'Identifiant ou mot de passe incorrect',
  accountExists: 'Impossible de créer le compte avec cet identifiant',
  accountBlocked: 'Identifiant ou mot de passe incorrect',
  sessionExpired: 'Votre session a expiré, veuillez vous reconnecter',
  sessionFromDashboardOnly:
    'Requête refusée : la session ne s’utilise que depuis le tableau de bord',
  accountSuspended:
    'Votre compte a été suspendu pour non-respect des conditions d’utilisation. Contactez le support.',
  shopSuspended:
    'Cette boutique est suspendue : vous pouvez consulter mais plus rien modifier. Son propriétaire doit contacter le support.',
  shopBlocked:
    'Cette boutique a été bloquée par Boutiko : plus rien ne peut y être modifié. Contactez son propriétaire.',
  /** A write while `npm run shop:move` copies the shop to another database (a minute or so). */
  shopMoving:
    'Votre boutique est en cours de maintenance : les modifications sont suspendues quelques instants. Réessayez dans une minute.',
  // store
  storeExists: 'Vous avez déjà une boutique',
  noStore: "Configurez d'abord votre boutique",
  // files
  fileRequired: 'Veuillez choisir une image',
  logoType: 'Le logo doit être au format JPG ou PNG',
  imageType: "L'image doit être au format JPG, PNG ou GIF",
  imageTooBig: (mb: number) => `L'image dépasse ${mb} Mo`,
  imageTooManyPixels: "L'image est trop grande (dimensions)",
  compressFailed: "Échec de la compression de l'image",
  imageNotFound: 'Image introuvable',
  fileNotFound: 'Introuvable',
  // catalogue
  /** Money fields by their API name, as their errors name them (an advance is not a "Prix"). */
  discountAbovePrice: 'Le prix remisé doit être inférieur au prix',
  digitsOnly: 'Chiffres uniquement',
  categoryExists: 'Une catégorie porte déjà ce nom',
  categoryInUse: 'Cette catégorie contient des produits',
  unknownCategory: 'Catégorie introuvable',
  // orders
  invalidQuantity: 'Quantité invalide',
  orderCapRange: 'Entre 1 et 999 articles',
  aboveOrderCap: (max: number) =>
    `Cette boutique accepte ${max} article${max > 1 ? 's' : ''} au plus par produit dans une commande`,
  tooManyFromAddress:
    'Trop de demandes envoyées depuis votre connexion en peu de temps. Réessayez dans une minute.',
  tooManyForPhone:
    'Trop de demandes pour ce numéro de téléphone en peu de temps. Réessayez dans une minute.',
  outOfStock: (name: string, left: number) =>
    left > 0
      ? `Stock insuffisant pour « ${name} » : il en reste ${left}`
      : `« ${name} » est en rupture de stock`,
  productUnavailable: "Ce produit n'est plus disponible",
  emptyCart: 'Votre panier est vide',
  chooseSize: 'Veuillez choisir une taille',
  chooseColor: 'Veuillez choisir une couleur',
  sizeNotOffered: "Ce produit n'est pas proposé en plusieurs tailles : ne choisissez pas de taille",
  colorNotOffered:
    "Ce produit n'est pas proposé en plusieurs couleurs : ne choisissez pas de couleur",
  variantUnavailable: "Cette combinaison de taille et de couleur n'est pas disponible",
  storeNotFound: 'Boutique introuvable',
  storeCreated: 'Boutique créée avec succès',
  notificationNotFound: 'Notification introuvable',
  pageNotFound: 'Page introuvable',
  loggedOut: 'Déconnecté',
  cartFull: (max: number) => `Votre panier est plein : ${max} articles différents au maximum`,
  /** Why a message stays in the outbox when its channel has no credentials. */
  emailTransportMissing: 'transport e-mail non configuré',
  whatsappTransportMissing: 'transport WhatsApp non configuré',
} as const

/** [8] → "8", [7, 8] → "7 ou 8", [5, …, 15] → "5 à 15", [8, 9, 11] → "8, 9 ou 11". */
function countText(lengths: number[]): string {
  const first = lengths[0] ?? 0
  const last = lengths.at(-1) ?? first
  if (lengths.length > 2 && last - first === lengths.length - 1) return `${first} à ${last}`
  return lengths.length > 1 ? `${lengths.slice(0, -1).join(', ')} ou ${last}` : String(first)
}
