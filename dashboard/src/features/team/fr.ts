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

/** Paramètres › Équipe (issue 26): the owner's team, L'Atelier on or off. */
export const teamPageWords = {
  title: 'Équipe',
  subtitle:
    'Invitez les personnes qui travaillent avec vous et choisissez ce que chacune peut faire. Chacune choisit son mot de passe en acceptant l’invitation.',
  listTitle: 'Membres',
  empty: 'Personne pour l’instant : ajoutez un premier membre ci-dessous.',
  seats: (used: number, max: number | null) =>
    max === null ? `${used} membre(s)` : `${used} membre(s) sur ${max} que permet votre offre`,
  addTitle: 'Ajouter un membre',
  addText: 'Une invitation lui est envoyée par e-mail ou WhatsApp ; elle est valable 7 jours.',
  firstName: 'Prénom',
  lastName: 'Nom',
  role: 'Rôle',
  add: 'Inviter',
  added: 'Invitation envoyée',
  roleSaved: 'Rôle enregistré',
  active: (identifier: string) => `Accès actif · ${identifier}`,
  invited: (identifier: string, until: string) =>
    `Invitation envoyée à ${identifier} · valable jusqu’au ${until}`,
  expired: (identifier: string) => `Invitation expirée (${identifier}) : invitez de nouveau`,
  noAccess: 'Sans accès',
  atelierOnly: "L'Atelier seulement",
  resendInvitation: 'Renvoyer l’invitation',
  invitationResent: 'Invitation renvoyée',
  cancelInvitation: 'Annuler l’invitation',
  invitationCanceled: 'Invitation annulée',
  remove: 'Retirer l’accès',
  removeTitle: 'Retirer l’accès ?',
  removeText: (name: string) =>
    `${name} ne pourra plus se connecter à la boutique. Son nom reste dans l’historique des commandes et de la caisse.`,
  removed: 'Accès retiré',
} as const
