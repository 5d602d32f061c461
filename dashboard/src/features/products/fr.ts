/** Words of the variants ("déclinaisons", once "sous-produits"), extra images and discount screens. */
export const pf = {
  variants: 'Déclinaisons (tailles, couleurs)',
  variantsHint:
    'Vendez le produit par taille et/ou couleur, chaque déclinaison avec son propre stock. Le stock du produit devient leur somme.',
  addVariant: 'Ajouter une déclinaison',
  removeVariant: 'Retirer',
  removeVariantLabel: (n: number) => `Retirer la déclinaison ${n}`,
  size: 'Taille',
  color: 'Couleur',
  stock: 'Stock',
  variantRow: (n: number) => `Déclinaison ${n}`,
  computed: 'calculé',
  computedHint: 'Somme du stock des déclinaisons.',
  derivedHint: 'Déduit des déclinaisons.',
  noVariants: 'Aucune déclinaison : le produit a un seul stock.',
  generate: (n: number) => (n > 1 ? `Créer les ${n} déclinaisons` : 'Créer la déclinaison'),
  generateHint:
    'Une ligne par taille et couleur saisies ci-dessus : il ne reste qu’à indiquer le stock de chacune.',
  generateHelp:
    'Saisissez des tailles et/ou des couleurs ci-dessus pour créer les déclinaisons en un clic.',
  extraImages: 'Images supplémentaires',
  /** The plan's own limit, main picture included: "1 image avec l'offre Gratuit". */
  imageAllowance: (max: number, plan: string) =>
    `${max} image${max > 1 ? 's' : ''} avec l'offre ${plan}`,
  upgrade: 'Passer à une offre supérieure',
  catalogueFull: (plan: string, max: number) =>
    `Votre offre ${plan} permet ${max} produit${max > 1 ? 's' : ''} : votre catalogue est complet. Passez à une offre supérieure pour en ajouter.`,
  extraImagesHint: (max: number) =>
    `Jusqu’à ${max} image${max > 1 ? 's' : ''}, JPG, PNG ou GIF, compressées automatiquement.`,
  addPhotos: 'Ajouter des photos',
  removeImage: (n: number) => `Retirer la photo ${n}`,
  mainImage: 'Image principale',
  photos: 'Photos',
  showPhoto: (n: number) => `Afficher la photo ${n}`,
  discount: 'Remise',
  noDiscount: 'Aucune remise en cours',
  discountEnds: (date: string) => `jusqu’au ${date}`,
  discountNoEnd: 'sans date de fin',
  totalStock: 'Stock total',
  outOfStock: 'Rupture',
  lowStock: 'Stock faible',
  edit: 'Modifier',
  editProduct: (name: string) => `Modifier ${name}`,
  // "Déclinaisons" page (/user/products/sub-products)
  pageSubtitle: 'Le stock de chaque taille et couleur de vos produits',
  product: 'Produit',
  lowStockOnly: 'Stock faible uniquement',
  empty:
    'Aucune déclinaison pour le moment. Ajoutez des tailles ou couleurs à un produit depuis sa fiche.',
  emptyFiltered: 'Aucune déclinaison ne correspond à votre recherche.',
  none: '—',
} as const
