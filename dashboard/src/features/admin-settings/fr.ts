/** Words of the administrator's platform settings (Paramètres › Paiements). */
export const settingsWords = {
  title: 'Paiements des offres',
  subtitle:
    'Où les marchands paient leur offre Boutiko : ces numéros et codes s’affichent dans leur demande de changement d’offre, avec le montant exact.',
  channelsTitle: 'Moyens de réception',
  channelsHint:
    'Numéros mobile money de la plateforme, dans l’ordre où les marchands les voient (dix au maximum).',
  none: 'Aucun moyen de réception : les marchands sont prévenus qu’aucun numéro n’est encore indiqué.',
  channel: (n: number) => `Moyen ${n}`,
  operator: 'Opérateur',
  country: 'Indicatif',
  number: 'Numéro',
  holderName: 'Nom affiché',
  holderHint: 'Le nom que le marchand voit au moment d’envoyer l’argent.',
  merchantCode: 'Code marchand (facultatif)',
  ussdCode: 'Code USSD (facultatif)',
  ussdHint: 'Par exemple *144*4*6#',
  note: 'Consigne (facultatif)',
  add: 'Ajouter un moyen de réception',
  remove: (n: number) => `Retirer le moyen ${n}`,
  save: 'Enregistrer',
  saved: 'Moyens de réception enregistrés',
  onlineTitle: 'Paiement en ligne',
  onlineOn: (provider: string, mode: string) =>
    `Les marchands peuvent payer en ligne par ${provider} (${mode === 'live' ? 'production' : 'mode test'}). Le paiement vérifié active l’offre sans intervention.`,
  onlineOff:
    'Paiement en ligne désactivé : renseignez PLATFORM_PAYMENT_PROVIDER, PLATFORM_PAYMENT_MODE et PLATFORM_PAYMENT_CREDENTIALS dans l’environnement du worker.',
} as const
