/** The categories' screens, in French (moved out of lib/fr.ts: the first load needs none of it). */
export const categoryWords = {
  title: 'Catégories',
  subtitle: 'Organisez vos produits par catégorie',
  name: 'Nom',
  description: 'Description',
  products: 'Produits',
  add: 'Ajouter la catégorie',
  addTitle: 'Nouvelle catégorie',
  editTitle: 'Modifier la catégorie',
  created: 'Catégorie ajoutée',
  updated: 'Catégorie modifiée',
  deleted: 'Catégorie supprimée',
  empty: "Aucune catégorie pour l'instant. Ajoutez-en une pour classer vos produits.",
  deleteText: (name: string) => `Supprimer « ${name} » ? Ses produits resteront, sans catégorie.`,
  actions: 'Actions',
} as const
