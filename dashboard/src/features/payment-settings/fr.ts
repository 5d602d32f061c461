/** Words of the "Paiements" settings screen (issue 14). */
export const frPayments = {
  title: 'Paiements',
  subtitle:
    'Choisissez comment vos clients vous paient. L’argent va directement sur votre compte ou votre numéro : Boutiko ne le touche jamais.',
  methodsTitle: 'Moyens de paiement',
  /** The fold over the aggregators' accounts, after the numbers most shops start with. */
  accountsFold: 'Paiement en ligne avec votre compte FedaPay ou CinetPay',
  accountsFoldHint: 'Facultatif : pour les boutiques qui ont un compte chez un agrégateur.',
  cod: 'Paiement à la livraison',
  codHint: 'Le client paie en espèces à la réception de sa commande.',
  delay: 'Délai de paiement (minutes)',
  delayHint:
    'Une commande payée en ligne ou par transfert qui n’est pas payée dans ce délai expire, et son stock revient. Un transfert dont le client a envoyé la référence n’expire pas : il attend votre vérification.',
  save: 'Enregistrer',
  saved: 'Paramètres de paiement enregistrés',
  providerText: {
    fedapay:
      'Mobile money (Orange, Moov, MTN, Wave, Free…) et cartes Visa/Mastercard au Burkina Faso, en Côte d’Ivoire, au Sénégal, au Bénin, au Togo, au Mali et au Niger, avec votre propre compte FedaPay.',
    cinetpay: 'Mobile money et cartes avec votre propre compte CinetPay.',
  },
  fieldLabel: {
    secretKey: 'Clé secrète',
    webhookSecret: 'Secret du webhook',
    apiKey: 'Clé API',
    siteId: 'Identifiant du site (site ID)',
  } as Record<string, string>,
  keyHint: 'Laissez vide pour garder la clé enregistrée.',
  modeLabel: 'Mode production',
  modeHint: 'Désactivé : clés de test, aucun argent réel. Activé : vrais paiements.',
  enabledLabel: 'Proposer ce paiement aux clients',
  enabledHint:
    'Disponible pour les boutiques en francs CFA (XOF), une fois toutes les clés saisies.',
  notXof:
    'Votre boutique n’est pas en francs CFA (XOF) : le paiement en ligne n’est pas disponible.',
  configured: 'Clés enregistrées',
  notConfigured: 'Non configuré',
  verifiedAt: (when: string) => `Connexion vérifiée le ${when}`,
  accountSaved: 'Compte enregistré',
  test: 'Tester la connexion',
  testing: 'Test en cours…',
  testNeedsSave: 'Enregistrez d’abord les clés',
  remove: 'Supprimer le compte',
  removeTitle: 'Supprimer ce compte ?',
  removeText: (provider: string) =>
    `Les clés ${provider} seront effacées et vos clients ne pourront plus payer par ce moyen.`,
  removed: 'Compte supprimé',
  webhookTitle: 'Adresse de notification (webhook)',
  webhookText:
    'Dans votre tableau de bord FedaPay, créez un webhook avec cette adresse, puis recopiez ici son secret.',
  walletsTitle: 'Transfert direct',
  walletsText:
    'Vos numéros mobile money : le client vous envoie le montant, puis saisit la référence reçue par SMS. Vous confirmez le paiement depuis la commande.',
  walletsEmpty: 'Aucun numéro enregistré.',
  operator: 'Opérateur',
  dialCode: 'Indicatif',
  number: 'Numéro',
  holderName: 'Nom affiché',
  holderHint:
    'Le nom que le client voit s’afficher à l’envoi, pour vérifier qu’il paie la bonne personne.',
  addWallet: 'Ajouter le numéro',
  walletAdded: 'Numéro ajouté',
  removeWallet: (number: string) => `Retirer le numéro ${number}`,
  walletRemoved: 'Numéro retiré',
} as const
