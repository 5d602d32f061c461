/** Words of the variants ("sous-produits"), extra images and discount screens. */
export const pf = {
  variants: 'Sous-produits',
  variantsHint:
    'Déclinez le produit par taille et/ou couleur, chacune avec son propre stock. Le stock du produit devient leur somme.',
  addVariant: 'Ajouter une variante',
  removeVariant: 'Retirer',
  removeVariantLabel: (n: number) => `Retirer la variante ${n}`,
  size: 'Taille',
  color: 'Couleur',
  stock: 'Stock',
  variantRow: (n: number) => `Variante ${n}`,
  computed: 'calculé',
  computedHint: 'Somme du stock des sous-produits.',
  derivedHint: 'Déduit des sous-produits.',
  noVariants: 'Aucune variante : le produit a un seul stock.',
  extraImages: 'Images supplémentaires',
  /** The plan's own limit, main picture included: "1 image avec l'offre Gratuit". */
  imageAllowance: (max: number, plan: string) =>
    `${max} image${max > 1 ? 's' : ''} avec l'offre ${plan}`,
  upgrade: 'Passer à une offre supérieure',
  catalogueFull: (plan: string, max: number) =>
    `Votre offre ${plan} permet ${max} produit${max > 1 ? 's' : ''} : votre catalogue est complet. Passez à une offre supérieure pour en ajouter.`,
  extraImagesHint: (max: number) => `Jusqu’à ${max} images, JPG, PNG ou GIF, 5 Mo chacune.`,
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
  // "Sous-produits" page
  pageSubtitle: 'Le stock de chaque variante de vos produits',
  product: 'Produit',
  lowStockOnly: 'Stock faible uniquement',
  empty:
    'Aucune variante pour le moment. Ajoutez des tailles ou couleurs à un produit depuis sa fiche.',
  emptyFiltered: 'Aucune variante ne correspond à votre recherche.',
  none: '—',
} as const
