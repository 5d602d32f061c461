import type { AudienceSource } from '#worker/schemas/audience.ts'

/** Tableau de bord › Audience: the words of the screen (ADR 056). */
export const frAudience = {
  title: 'Audience',
  subtitle: 'Les visites de votre boutique, d’où elles viennent et combien finissent en commande.',
  privacy:
    'Nous comptons les pages demandées, pas les personnes : aucun cookie, aucune adresse, aucune donnée personnelle. Les robots et les aperçus de liens ne sont pas comptés. Les chiffres arrivent environ une minute après les visites.',
  period: 'Période',
  days: (n: number) => `${n} jours`,
  funnel: 'De la visite à la commande',
  funnelHelp:
    'Une visite est une page ouverte depuis l’extérieur de votre boutique (un lien partagé, une recherche, l’adresse tapée).',
  steps: {
    visits: 'Visites',
    productViews: 'Produits vus',
    carts: 'Ajouts au panier',
    checkouts: 'Paiements commencés',
    orders: 'Commandes',
  },
  rateOf: (rate: string) => `${rate} de l’étape précédente`,
  overall: (rate: string) => `Taux de conversion : ${rate} des visites finissent en commande.`,
  noRate: '—',
  sources: 'D’où viennent les visites',
  source: {
    whatsapp: 'WhatsApp',
    facebook: 'Facebook',
    instagram: 'Instagram',
    tiktok: 'TikTok',
    search: 'Moteurs de recherche',
    other: 'Autres sites',
    direct: 'Accès direct',
  } satisfies Record<AudienceSource, string>,
  topProducts: 'Produits les plus vus',
  noProducts: 'Aucun produit vu sur la période.',
  views: 'Vues',
  product: 'Produit',
  byDay: 'Jour par jour',
  day: 'Jour',
  upgradeTitle: 'Statistiques d’audience',
  upgrade: 'Voir les offres',
  pageViews: (n: string) => `${n} pages vues en tout`,
}
