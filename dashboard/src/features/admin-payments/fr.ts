import type { PaymentRowStatus } from '#worker/schemas/payments.ts'

/** Words of the administrator's list of payments made to the platform. */
export const paymentWords = {
  title: 'Paiements reçus',
  subtitle:
    'Tout ce que la plateforme a reçu pour ses offres : les paiements en ligne, avec la référence du prestataire pour rapprocher ses relevés, et les paiements mobile money déclarés que vous avez approuvés. Le revenu du tableau de bord en est la somme.',
  searchLabel: 'Rechercher un paiement',
  searchPlaceholder: 'Boutique, référence…',
  filterStatus: 'Statut',
  allStatuses: 'Tous les statuts',
  empty: 'Aucun paiement reçu pour le moment.',
  shop: 'Boutique',
  plan: 'Offre',
  amount: 'Montant',
  provider: 'Prestataire',
  reference: 'Référence',
  date: 'Date',
  status: 'Statut',
  testMode: 'test',
  claimed: 'déclaré, approuvé',
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
