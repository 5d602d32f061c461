/** Words of the product page's gallery and variant table (kept apart from fr.ts, shared by themes). */
export const pt = {
  photo: (n: number, of: number) => `Photo ${n} sur ${of}`,
  showPhoto: (n: number) => `Voir la photo ${n}`,
  photos: 'Photos du produit',
  availability: 'Disponibilités',
  stock: 'Stock',
  inStock: (n: number) => `${n} en stock`,
  soldOut: 'épuisé',
} as const
