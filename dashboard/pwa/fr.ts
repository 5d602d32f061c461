/** The installed app's words (manifest) and the service worker's refusals (ADR 057). */
export const pwaWords = {
  name: 'Boutiko — Tableau de bord',
  shortName: 'Boutiko',
  description: 'Gérez votre boutique Boutiko : commandes, produits et chiffres, même hors ligne.',
  offlineWrite:
    'Hors ligne : rien n’a été envoyé. Vos saisies restent dans le formulaire ; réessayez quand le réseau revient.',
  offlineRead:
    'Hors ligne : ces données n’ont pas encore été consultées sur cet appareil. Réessayez quand le réseau revient.',
} as const
