import type { PaymentRowStatus } from '#worker/schemas/payments.ts'

/** Words of the administrator's list of payments made to the platform. */
export const paymentWords = {
  title: 'Paiements reçus',
  subtitle:
    'Les offres payées en ligne au compte de la plateforme, avec la référence du prestataire pour rapprocher ses relevés.',
  searchLabel: 'Rechercher un paiement',
  searchPlaceholder: 'Boutique, référence…',
  filterStatus: 'Statut',
  allStatuses: 'Tous les statuts',
  empty: 'Aucun paiement en ligne pour le moment.',
  shop: 'Boutique',
  plan: 'Offre',
  amount: 'Montant',
  provider: 'Prestataire',
  reference: 'Référence',
  date: 'Date',
  status: 'Statut',
  testMode: 'test',
  confirmedOn: (date: string) => `confirmé le ${date}`,
  statuses: {
    pending: 'En attente',
    paid: 'Payé',
    failed: 'Échoué',
    expired: 'Expiré',
    refunded: 'Remboursé',
    rejected: 'Refusé',
  } satisfies Record<PaymentRowStatus, string>,
} as const
