/** Words of the Tableau de Board (figures computed by the server from the shop's orders). */
export const boardWords = {
  salesToday: "Ventes aujourd'hui",
  sales7: '7 derniers jours',
  sales30: '30 derniers jours',
  ordersCount: (n: number) => (n > 1 ? `${n} ventes` : `${n} vente`),
  /** The one definition of a sale (ADR 061), the same as /api/stats and the CSV's « Vente ». */
  salesScope:
    'Ventes : commandes confirmées par vous ou déjà payées (en ligne ou en espèces), hors annulées.',
  paid: (amount: string) => `Encaissé : ${amount}`,
  /** Sales with and without delivery fees (ADR 050): said only when there are some. */
  withDelivery: (fees: string) => ` (dont livraison ${fees})`,
  withDiscounts: (amount: string) => ` · Réductions accordées : ${amount}`,
  /** Cash collected at the door today that the couriers have not handed in yet. */
  withCouriers: (amount: string) => ` · chez les livreurs : ${amount}`,
  pending: 'Commandes en cours',
  toProcess: 'À traiter',
  chartTitle: (days: number) => `Ventes des ${days} derniers jours`,
  chartEmpty: 'Aucune vente sur la période. Vos ventes apparaîtront ici jour par jour.',
  chartLabel: 'Graphique des ventes par jour',
  chartAmount: 'Ventes',
  byStatus: 'Commandes par statut',
  byStatusEmpty: 'Aucune commande pour le moment.',
  bestSellers: 'Meilleures ventes',
  bestSellersEmpty: 'Vos produits les plus vendus apparaîtront ici.',
  sold: (n: number) => `${n} vendu${n > 1 ? 's' : ''}`,
  lowStock: 'Stock faible',
  lowStockEmpty: 'Aucun produit en stock faible. Tout va bien !',
  lowStockNoProduct: 'Ajoutez vos produits : ceux dont le stock baisse apparaîtront ici.',
  left: (n: number) => (n === 0 ? 'Rupture' : `${n} en stock`),
  newCustomers: 'Nouveaux clients',
  newCustomersCount: (n: number, days: number) =>
    `${n} nouveau${n > 1 ? 'x' : ''} client${n > 1 ? 's' : ''} en ${days} jours`,
  newCustomersEmpty: 'Vos nouveaux clients apparaîtront ici.',
} as const

/** Words of the shop's address card: copy, WhatsApp, QR code for the counter. */
export const shopLinkWords = {
  title: 'L’adresse de votre boutique',
  text: 'Partagez-la avec vos clients : sur WhatsApp, ou imprimée en QR code sur le comptoir.',
  link: 'Adresse de la boutique',
  shareText: (name: string, url: string) => `Découvrez ma boutique ${name} en ligne : ${url}`,
  qr: 'QR code',
  qrTitle: 'QR code de votre boutique',
  qrText:
    'Imprimez-le et posez-le sur le comptoir : vos clients le scannent pour ouvrir la boutique.',
  qrLabel: (url: string) => `QR code menant à ${url}`,
  qrScan: 'Scannez pour visiter la boutique',
  print: 'Imprimer',
  loading: 'Préparation du QR code…',
} as const

/** Words of the first steps of a new shop. */
export const nextStepsWords = {
  title: 'Vos prochaines étapes',
  progress: (done: number, total: number) => `${done} sur ${total} faites`,
  done: 'Fait',
  logo: 'Ajouter le logo de la boutique',
  product: 'Ajouter votre premier produit',
  personalization: 'Personnaliser la page d’accueil',
  share: 'Partager le lien de la boutique',
  shareHint: 'Copiez-le, envoyez-le sur WhatsApp ou imprimez son QR code ci-dessus.',
} as const
