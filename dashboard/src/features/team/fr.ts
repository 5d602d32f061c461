/** The team's words (ADR 055): the notice of a closed page, the shop role on a staff profile. */
export const teamWords = {
  noAccessTitle: 'Page réservée',
  noAccessText:
    "Votre rôle dans la boutique ne permet pas d'ouvrir cette page. Demandez au propriétaire de la boutique si vous en avez besoin.",
  backHome: 'Retour au tableau de bord',
  shopRole: 'Rôle dans la boutique',
  shopRoleHint:
    'Vendeur : commandes, ventes, clients et caisse du jour. Gestionnaire : en plus les produits, le stock, la livraison, les livreurs et le marketing. Les paiements, l’abonnement, le personnel et les paramètres restent au propriétaire.',
  noShopRole: "Aucun (L'Atelier seulement)",
  shopRoleSaved: 'Rôle dans la boutique enregistré',
  sellerWelcome: 'Bienvenue',
  sellerHint: 'Enregistrez une vente ou suivez les commandes de la boutique.',
  newSale: 'Nouvelle vente',
  orders: 'Commandes',
} as const
