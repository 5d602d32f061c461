import type { OrderPaymentMethod, PaymentStatus } from '#worker/schemas/payments.ts'

const cashOnDelivery =
  'Paiement à la livraison : la boutique vous appelle pour convenir de la livraison, et vous payez à la réception de votre commande.'
const payAtShop = 'Paiement à régler auprès de la boutique.'
const paymentExpired = 'Délai de paiement dépassé : la commande a expiré.'
const paymentRefunded = 'Votre paiement a été remboursé par la boutique.'
const partlyPaid = 'Acompte reçu par la boutique : le reste est à régler à la livraison.'
const paymentFailed =
  'Le paiement n’a pas abouti : contactez la boutique pour finaliser la commande.'

/**
 * What the confirmation page says of an order's payment (PaymentSummary), for each way of
 * paying and each payment status: every case has its sentence, so a new flow only passes data.
 */
const paymentWords: Record<OrderPaymentMethod, Record<PaymentStatus, string>> = {
  cash_on_delivery: {
    unpaid: cashOnDelivery,
    pending: cashOnDelivery,
    paid: 'Paiement reçu à la livraison. Merci !',
    failed: paymentFailed,
    expired: paymentExpired,
    refunded: paymentRefunded,
    partial: partlyPaid,
  },
  online: {
    unpaid: 'Paiement par mobile money ou carte : la boutique attend votre paiement.',
    pending: 'Paiement en cours de vérification… Cette page se met à jour toute seule.',
    paid: 'Payée par mobile money ou carte : la boutique vous appelle pour convenir de la livraison.',
    failed: 'Le paiement n’a pas abouti : vous pouvez réessayer ci-dessous.',
    expired: paymentExpired,
    refunded: paymentRefunded,
    partial: partlyPaid,
  },
  transfer: {
    unpaid:
      'En attente de la référence de votre transfert : saisissez celle du SMS de confirmation de votre opérateur.',
    pending: 'Référence reçue : la boutique vérifie votre paiement.',
    paid: 'Transfert reçu : la boutique a confirmé votre paiement et vous appelle pour convenir de la livraison.',
    failed:
      'Référence introuvable : la boutique n’a pas trouvé votre transfert. Vérifiez la référence ou contactez la boutique.',
    expired: paymentExpired,
    refunded: paymentRefunded,
    partial: partlyPaid,
  },
  manual: {
    unpaid: payAtShop,
    pending: payAtShop,
    paid: 'Payée. Merci !',
    failed: paymentFailed,
    expired: paymentExpired,
    refunded: paymentRefunded,
    partial: partlyPaid,
  },
}

/** Words of the storefront themes (shopper-facing French). */
const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
]

export const t = {
  /** "À propos de cette boutique" (issue 26): the platform's facts about a shop. */
  facts: {
    heading: 'À propos de cette boutique',
    /** "2026-03" → "Sur Boutiko depuis mars 2026". */
    since: (month: string) =>
      `Sur Boutiko depuis ${MONTHS[Number(month.slice(5, 7)) - 1] ?? ''} ${month.slice(0, 4)}`,
    phoneVerified: 'Numéro WhatsApp vérifié',
    emailVerified: 'E-mail vérifié',
    delivered: (n: number) => `${n} commande${n > 1 ? 's' : ''} livrée${n > 1 ? 's' : ''}`,
    /** "Avis d’acheteurs vérifiés : 4,5 sur 5 · 12 avis". */
    reviews: (average: string, n: number) =>
      `Avis d’acheteurs vérifiés : ${average} sur 5 · ${n} avis`,
  },
  home: 'Accueil',
  products: 'Collections',
  contact: 'Contact',
  cart: 'Panier',
  cartWithCount: (n: number) => `Panier (${n})`,
  mainNav: 'Navigation principale',
  skip: 'Aller au contenu',
  breadcrumb: 'Fil d’Ariane',
  defaultTitle: 'Boutique',
  /** The name shown for a shop that has none. */
  unnamedShop: 'Boutique',
  defaultDescription: 'Faites vos choix de nos produits de qualité',
  heroCta: 'Voir les produits',
  featured: 'Nos produits',
  seeAll: 'Voir tous les produits',
  categories: 'Catégories',
  allCategories: 'Toutes les catégories',
  search: 'Rechercher un produit',
  searchButton: 'Rechercher',
  searchResults: (q: string) => `Résultats pour « ${q} »`,
  searchedFor: (q: string) => `Aucun produit pour « ${q} » : voici ce qui s’en rapproche.`,
  noProducts: 'Aucun produit pour le moment.',
  noResults: 'Aucun produit ne correspond à votre recherche.',
  outOfStock: 'Rupture de stock',
  outOfStockText: 'Ce produit n’est plus disponible pour le moment. Revenez bientôt !',
  inStock: (n: number) => (n === 1 ? 'Plus qu’un seul en stock' : `${n} en stock`),
  discountUntil: (date: string) => `Promotion jusqu’au ${date}`,
  priceBefore: 'Prix avant remise : ',
  pagination: 'Pagination',
  previous: 'Précédent',
  next: 'Suivant',
  page: (p: number, of: number) => `Page ${p} sur ${of}`,
  // product page
  photo: (n: number, of: number) => `Photo ${n} sur ${of}`,
  showPhoto: (n: number) => `Voir la photo ${n}`,
  photos: 'Photos du produit',
  soldOut: 'épuisé',
  orderTitle: 'Commander',
  addToCart: 'Ajouter au panier',
  orderDirect: 'Ou commandez directement',
  orderDirectHint: 'Renseignez vos coordonnées : la boutique vous appelle pour la livraison.',
  firstName: 'Prénom',
  lastName: 'Nom',
  phoneCode: 'Indicatif',
  phone: 'Téléphone',
  city: 'Ville',
  quantity: 'Quantité',
  size: 'Taille',
  color: 'Couleur',
  sizeAndColor: 'Taille et couleur',
  choose: 'Choisir…',
  placeOrder: 'Passer la commande',
  // cart and checkout
  cartTitle: 'Votre panier',
  cartEmpty: 'Votre panier est vide.',
  onlyLeft: (n: number) => `Stock insuffisant : il en reste ${n}`,
  cartAdded: 'Le produit a été ajouté à votre panier.',
  cartUpdated: 'Votre panier a été mis à jour.',
  cartRemovedLines: 'Des articles qui ne sont plus disponibles ont été retirés de votre panier.',
  cartClamped: (label: string, left: number) =>
    left > 0
      ? `${label} : il n’en reste que ${left}, la quantité a été ramenée à ${left}.`
      : `${label} : il n’en reste plus, l’article a été retiré du panier.`,
  quantityOf: (name: string) => ` de ${name}`,
  update: 'Mettre à jour',
  remove: 'Retirer',
  removeLabel: (name: string) => `Retirer ${name} du panier`,
  unitPrice: 'Prix unitaire',
  lineTotal: 'Sous-total',
  continueShopping: 'Continuer mes achats',
  checkout: 'Commander',
  checkoutTitle: 'Finaliser la commande',
  yourOrder: 'Votre commande',
  deliveryContact: 'Vos coordonnées de livraison',
  confirmOrder: 'Confirmer la commande',
  // "Se souvenir de moi" (issue 27): the delivery contact kept on this phone for the next order.
  rememberMe: 'Se souvenir de moi sur ce téléphone',
  rememberedHint: 'Vos coordonnées sont remplies depuis votre dernière commande.',
  notYou: "Ce n'est pas vous ?",
  forgetMe: 'Effacer',
  editCart: 'Modifier le panier',
  delivery: {
    title: 'Livraison',
    choose: 'Où livrer votre commande ?',
    free: 'Gratuit',
    freeFrom: (amount: string) => `Livraison offerte dès ${amount} d’articles`,
    pickup: 'Retrait en boutique',
    pickupFee: 'Gratuit',
    other: 'Autre zone',
    otherHint: 'Frais à confirmer : la boutique vous indique le nouveau total.',
    pending: 'à confirmer',
    toChoose: 'selon la zone choisie',
    cartLine: (from: string) => `Livraison : à choisir à l’étape suivante, ${from}`,
    fromFee: (fee: string) => `à partir de ${fee}`,
    freeOption: 'retrait en boutique gratuit',
    subtotal: 'Sous-total',
    line: (where: string) => `Livraison (${where})`,
    landmark: 'Repère (facultatif)',
    landmarkHint: 'Par exemple « derrière la pharmacie du marché ».',
    location: 'Position ou lien de localisation (facultatif)',
    locationHint: 'Collez un lien de carte, ou décrivez où vous trouver.',
    shareLocation: 'Partager ma position',
    locating: 'Recherche de votre position…',
    locationFailed: 'Position introuvable : écrivez-la dans le champ.',
    openMap: 'Ouvrir la position',
    where: 'Repère',
    position: 'Position',
  },
  // receipt
  orderThanks: 'Merci pour votre commande !',
  orderUnpaid: 'Paiement non abouti',
  orderUnpaidHint:
    'Votre commande est gardée pour vous : réessayez le paiement ou choisissez un autre moyen ci-dessous.',
  orderExpired: 'Commande expirée',
  orderNumber: 'Numéro de commande',
  orderStatus: 'Statut',
  orderTotal: 'Total',
  promo: {
    field: 'Code promo',
    hint: 'Facultatif : la remise s’affiche sur votre confirmation',
    line: (code: string) => `Réduction (${code})`,
    apply: 'Appliquer',
  },
  history: 'Suivi de la commande',
  fromShop: 'Message de la boutique',
  paymentTitle: 'Paiement et livraison',
  payment: paymentWords,
  // The private tracking page of a tailoring order (L'Atelier).
  tailoringOrder: (number: string) => `Commande ${number}`,
  tailoringStage: 'Étape',
  tailoringPromisedOn: 'Date prévue',
  tailoringGarments: 'Vêtements',
  tailoringBalance: 'Reste à payer',
  tailoringHistory: 'Historique',
  tailoringWhatsapp: (shop: string, number: string) =>
    `Bonjour ${shop}, au sujet de ma commande ${number} à l’atelier :`,
  callShop: 'Appeler la boutique',
  contactShop: 'Nous contacter',
  trackingHint: 'Gardez ce lien pour suivre votre commande :',
  whatsapp: 'Écrire à la boutique sur WhatsApp',
  whatsappStrip: (phone: string) => `Commandez aussi sur WhatsApp : ${phone}`,
  whatsappOrderIntro: (shop: string, number: string) =>
    `Bonjour ${shop}, je viens de passer la commande ${number} :`,
  // contact
  contactTitle: 'Nous contacter',
  contactText: 'Une question sur un produit ou une commande ? Écrivez-nous ou appelez-nous.',
  shopDetails: 'Coordonnées de la boutique',
  enquiryTitle: 'Envoyer un message',
  fullName: 'Nom complet',
  email: 'E-mail',
  message: 'Message',
  reachHint: "Un téléphone ou un e-mail suffit, pour qu'on puisse vous répondre.",
  honeypot: 'Laissez ce champ vide',
  sendMessage: 'Envoyer le message',
  enquirySent: (shop: string) =>
    `Merci ! Votre message a bien été envoyé à ${shop}. Vous recevrez une réponse rapidement.`,
  address: 'Adresse',
  checkFields: 'Certains champs sont invalides, veuillez les corriger.',
  // testimonials
  testimonialsShop: 'Ils nous font confiance',
  testimonialsProduct: 'Témoignages',
  // buyers' reviews (issue 26)
  reviewsTitle: 'Avis des acheteurs',
  reviewsAverage: (avg: string, n: number) => `${avg} sur 5 · ${n} avis`,
  reviewsNone: 'Aucun avis pour le moment.',
  reviewsHidden: (n: number) => `${n} avis masqué${n > 1 ? 's' : ''} par la boutique`,
  verifiedPurchase: 'Achat vérifié',
  shopAnswer: 'Réponse de la boutique',
  reviewInvite: 'Votre avis sur vos articles',
  reviewStars: 'Votre note',
  reviewStar: (n: number) => `${n} étoile${n > 1 ? 's' : ''}`,
  reviewText: 'Votre avis',
  reviewPhoto: 'Une photo (facultatif)',
  reviewPhotoHint: 'JPG, PNG ou GIF, 5 Mo au plus.',
  reviewPhotoOf: (name: string) => `Photo de ${name}`,
  reviewSend: 'Publier mon avis',
  reviewThanks: 'Merci, votre avis est publié.',
  rating: (n: number) => `Note : ${n} sur 5`,
  photoBy: (name: string) => `Photo partagée par ${name}`,
  video: 'Voir la vidéo',
  videoOf: (name: string) => `Voir la vidéo de ${name}`,
  // atelier gallery
  gallery: 'Galerie',
  galleryIntro: (shop: string) => `Quelques réalisations de ${shop}.`,
  // errors and footer
  notFound: 'Page Introuvable',
  notFoundText: 'Ce produit ou cette page n’existe pas ou plus.',
  backHome: 'Retour à la boutique',
  usefulLinks: 'Liens utiles',
  followUs: 'Suivez-nous',
  poweredBy: 'Propulsé par Boutiko',
} as const
