/** Words of the order lifecycle screens (the shared list words stay in lib/fr.ts). */
export const orderWords = {
  statusTitle: 'Mettre à jour la commande',
  statusLabel: 'Statut',
  messageLabel: 'Message au client',
  messageHint: 'Visible par le client sur sa page de suivi de commande.',
  submit: 'Mettre à jour',
  updated: 'Commande mise à jour',
  chooseOther: 'Choisissez un nouveau statut pour mettre à jour la commande.',
  canceledFinal: 'Cette commande est annulée : son statut ne peut plus changer.',
  refusedFinal:
    'Cette commande a été refusée à la livraison : son stock est revenu, son statut ne peut plus changer.',
  cancelTitle: 'Annuler la commande ?',
  cancelText:
    'Les articles seront remis en stock et le client verra la commande comme annulée. Cette action est définitive.',
  cancelConfirm: "Confirmer l'annulation",
  cancelBack: 'Retour',
  notCancelable: 'Une commande livrée ne peut pas être annulée',
  history: 'Historique',
  historyEmpty: 'Aucun événement pour le moment.',
  messages: 'Messages au client',
  messagesEmpty: 'Aucun message envoyé au client pour cette commande.',
  channel: { email: 'E-mail', whatsapp: 'WhatsApp' },
  actor: { shopper: 'Client', merchant: 'Vous', system: 'Boutiko', courier: 'Livreur' },
  byActor: (who: string) => `par ${who}`,
  call: 'Appeler',
  whatsapp: 'WhatsApp',
  /** The order's WhatsApp chat, prefilled: "Bonjour Awa, votre commande C-1 : …". */
  chatText: (o: {
    firstName: string
    number: string
    items: string
    total: string
    link?: string
  }) =>
    [
      `Bonjour${o.firstName ? ` ${o.firstName}` : ''}, votre commande ${o.number}${o.items ? ` : ${o.items}` : ''}, total ${o.total}.`,
      ...(o.link ? [`Suivre votre commande : ${o.link}`] : []),
    ].join('\n'),
  customerProfile: 'Voir la fiche client',
  list: 'Commandes',
  exportCsv: 'Exporter (CSV)',
  /** The card's discount line (issue 26), worded as on the shopper's receipt. */
  promoLine: (code: string) => `Code promo ${code}`,
  delivery: {
    title: 'Livraison',
    subtotal: 'Sous-total',
    line: (where: string) => `Livraison (${where})`,
    pickup: 'Retrait en boutique',
    other: 'Autre zone',
    free: 'Gratuit',
    pending: 'Frais à confirmer',
    landmark: 'Repère',
    location: 'Position',
    openMap: 'Ouvrir la position',
    including: (fee: string) => `dont livraison ${fee}`,
    feeLabel: 'Frais de livraison (F CFA)',
    saleFee: 'Frais de livraison (facultatif)',
    saleFeeHint: 'S’ajoutent au total de la vente.',
    feeHint: 'Autre zone : fixez les frais en confirmant. Le client reçoit le nouveau total.',
  },
} as const

/** Words of an order's payment (the statuses' own labels come from #worker/schemas/payments). */
export const paymentWords = {
  title: 'Paiement',
  column: 'Paiement',
  filter: 'Filtrer par paiement',
  allPayments: 'Tous les paiements',
  method: 'Moyen de paiement',
  manualSale: 'Vente enregistrée',
  paidAt: (when: string) => `Payée le ${when}`,
  dueAt: (when: string) => `À payer avant le ${when}`,
  attempts: 'Tentatives',
  noAttempt: 'Aucun paiement enregistré pour cette commande.',
  reference: 'Référence',
  awaitingTitle: 'Référence à vérifier',
  awaitingText:
    'Le client indique avoir payé par transfert. Vérifiez la référence dans les SMS de votre opérateur avant de confirmer.',
  confirm: 'Paiement reçu',
  reject: 'Référence introuvable',
  rejectTitle: 'Référence introuvable ?',
  rejectText:
    'Le client sera prévenu que son paiement n’a pas été trouvé et pourra saisir une autre référence.',
  rejectConfirm: 'Confirmer : référence introuvable',
  confirmed: 'Paiement confirmé : le client a reçu son reçu.',
  rejected: 'Référence rejetée : le client est prévenu.',
  refund: 'Enregistrer un remboursement',
  refundTitle: 'Enregistrer un remboursement ?',
  refundText:
    'Indiquez ici que vous avez rendu l’argent au client. Boutiko ne fait pas le virement : faites-le d’abord depuis votre compte.',
  refundConfirm: 'Enregistrer le remboursement',
  refunded: 'Remboursement enregistré',
  back: 'Retour',
  attemptStatus: {
    pending: 'En attente',
    paid: 'Payé',
    failed: 'Échoué',
    expired: 'Expiré',
    refunded: 'Remboursé',
    rejected: 'Référence introuvable',
  },
  confirmedBy: {
    notification: 'confirmé par le prestataire',
    'status-check': 'vérifié auprès du prestataire',
    merchant: 'par vous',
    admin: 'par Boutiko',
    job: 'automatiquement',
    courier: 'encaissé par le livreur',
  },
  /** A team member's step (ADR 055): their name, kept even once they left. */
  confirmedByMember: (name: string) => `par ${name}`,
} as const

/** "Encaisser": money the merchant received for an order; less than the rest is an "Acompte". */
export const cashWords = {
  title: 'Encaisser',
  left: (amount: string) => `Reste à payer : ${amount}`,
  received: (amount: string) => `déjà reçu : ${amount}`,
  amount: 'Montant reçu',
  amountHint: 'Moins que le reste : un acompte est enregistré.',
  method: 'Reçu en',
  submit: 'Enregistrer le paiement',
  paid: 'Paiement enregistré : la commande est payée.',
  partial: 'Acompte enregistré.',
} as const

/** "Nouvelle vente": a sale made in the shop or over WhatsApp, recorded by the merchant. */
export const saleWords = {
  newSale: 'Nouvelle vente',
  title: 'Nouvelle vente',
  subtitle:
    'Enregistrez une vente faite en boutique ou sur WhatsApp : le stock et vos chiffres en tiennent compte.',
  products: 'Produits vendus',
  searchLabel: 'Rechercher un produit',
  searchPlaceholder: 'Nom du produit…',
  results: 'Produits trouvés',
  noResult: 'Aucun produit trouvé.',
  add: (name: string) => `Ajouter ${name}`,
  inStock: (n: number) => `${n} en stock`,
  noLines: 'Ajoutez les produits vendus en les recherchant ci-dessus.',
  size: 'Taille',
  color: 'Couleur',
  choose: 'Choisir…',
  sizeAndColor: 'Taille et couleur',
  soldOut: 'épuisé',
  loadingVariants: 'Chargement des tailles et couleurs…',
  quantity: 'Quantité',
  unitPrice: 'Prix unitaire',
  unitPriceHint: (price: string) => `Laissez vide pour ${price}`,
  remove: (name: string) => `Retirer ${name}`,
  total: 'Total',
  customer: 'Client',
  customerHint: 'Facultatif. Avec un téléphone, le client rejoint votre liste de clients.',
  firstName: 'Prénom',
  lastName: 'Nom',
  dialCode: 'Indicatif',
  phone: 'Téléphone',
  city: 'Ville',
  note: 'Note',
  payment: 'Paiement',
  paid: 'Payée',
  paidHint: 'Décochez si le client paiera plus tard.',
  method: 'Moyen de paiement',
  reference: 'Référence mobile money',
  referenceHint: 'La référence du SMS de confirmation (facultatif).',
  submit: 'Enregistrer la vente',
  created: (number: string) => `Vente ${number} enregistrée`,
  walkIn: 'Client de passage',
  /** Beside the number of a recorded sale in the orders list. */
  badge: 'Vente directe',
} as const

/** The order list's and card's own words (moved out of lib/fr.ts: the first load needs none of it). */
export const orderListWords = {
  title: 'Commandes',
  subtitle: 'Suivez les commandes de vos clients',
  number: 'N°',
  customer: 'Client',
  phone: 'Téléphone',
  city: 'Ville',
  total: 'Total',
  status: 'Statut',
  date: 'Date',
  filterStatus: 'Filtrer par statut',
  allStatuses: 'Tous les statuts',
  searchPlaceholder: 'N°, nom ou téléphone…',
  empty: 'Aucune commande pour le moment.',
  detailTitle: (number: string) => `Commande ${number}`,
  items: 'Articles',
  product: 'Produit',
  unitPrice: 'Prix unitaire',
  quantity: 'Quantité',
  lineTotal: 'Sous-total',
  contact: 'Contact du client',
  note: 'Note',
  options: (parts: string[]) => parts.join(' · '),
  size: (s: string) => `Taille ${s}`,
  color: (c: string) => `Couleur ${c}`,
  whatsapp: 'Écrire sur WhatsApp',
} as const

/** The order page's "Reçu" card (issue 27). */
export const receiptWords = {
  title: 'Reçu',
  show: 'Reçu à partager ou imprimer',
  open: 'Ouvrir le reçu',
  message: (number: string, url: string) => `Voici le reçu de votre commande ${number} : ${url}`,
} as const
