/** The storefront's words about paying an order (issue 14): checkout choice and tracking page. */
export const payWords = {
  methodTitle: 'Paiement',
  methodHint: {
    cash_on_delivery: 'Vous payez à la réception de votre commande.',
    online:
      'Orange Money, Moov Money, Wave, MTN MoMo ou carte bancaire, sur la page sécurisée du prestataire.',
    transfer:
      'Envoyez le montant au numéro de la boutique, puis indiquez la référence reçue par SMS.',
  },
  paymentTitle: 'Payer la commande',
  paidAfterExpiry: 'Votre paiement est arrivé après le délai : la boutique va vous contacter.',
  payNow: 'Payer maintenant',
  payAgain: 'Réessayer le paiement',
  switchIntro: 'Ou payez autrement :',
  switchTo: {
    cash_on_delivery: 'Payer à la livraison',
    transfer: 'Payer par transfert direct',
  },
  dueBy: (time: string) => `À payer avant ${time}, sinon la commande expire.`,
  sendTo: 'Envoyez exactement',
  toOneOf: 'à l’un de ces numéros :',
  referenceLabel: 'Référence de la transaction (SMS de l’opérateur)',
  referenceSubmit: 'Envoyer la référence',
  attemptsTitle: 'Historique du paiement',
  attempt: {
    pending: 'En attente',
    paid: 'Payé',
    failed: 'Échoué',
    expired: 'Expiré',
    refunded: 'Remboursé',
    rejected: 'Référence introuvable',
  },
  reference: 'Référence',
} as const
