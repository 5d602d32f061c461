/** Words of the "Avis" screen (issue 26). */
export const t = {
  title: 'Avis',
  subtitle:
    'Les avis de vos acheteurs, laissés après la livraison. Vous pouvez y répondre publiquement ou les masquer en donnant une raison ; vous ne pouvez pas les modifier.',
  filter: 'Afficher',
  all: 'Tous',
  visible: 'Publiés',
  hiddenOnly: 'Masqués',
  empty: 'Aucun avis pour le moment. Ils arrivent ici quand un acheteur livré donne son avis.',
  verified: 'Achat vérifié',
  hidden: 'Masqué',
  hiddenBecause: (reason: string) => `Masqué : ${reason}`,
  product: 'Produit',
  productGone: 'Produit supprimé',
  answer: 'Votre réponse publique',
  answerHint: 'Visible sous l’avis sur la page du produit. Laissez vide pour la retirer.',
  saveAnswer: 'Publier la réponse',
  answered: 'Réponse enregistrée',
  hide: 'Masquer l’avis',
  hideReason: 'Raison du masquage',
  hideHint: 'Les clients voient le nombre d’avis masqués, pas leur contenu.',
  confirmHide: 'Masquer',
  hiddenDone: 'Avis masqué',
  pausedByPlan: (plan: string) =>
    `Votre offre ${plan} ne comprend pas les avis clients : vos avis restent ici (vous pouvez y répondre ou les masquer), mais votre boutique ne les affiche plus et n’en demande plus.`,
  upgrade: 'Passer à une offre supérieure',
  count: (n: number) => (n <= 1 ? `${n} avis` : `${n} avis`),
} as const
