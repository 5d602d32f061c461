/**
 * The words of a dashboard page's first screen (ADR 066), as the dashboard's own page says them
 * (dashboard/src/features/orders/fr.ts): the app replaces this screen with that page.
 */
export const firstScreenWords = {
  brand: 'Boutiko',
  back: 'Commandes',
  orderTitle: (number: string) => `Commande ${number}`,
  items: 'Articles',
  total: 'Total',
  size: (s: string) => `Taille ${s}`,
  color: (c: string) => `Couleur ${c}`,
  contact: 'Contact du client',
  walkIn: 'Client de passage',
  call: 'Appeler',
  whatsapp: 'WhatsApp',
  note: 'Note',
  loadingActions: 'Chargement des actions de la commande…',
} as const
