/** Words of the Parrainage screens. */
export const t = {
  title: 'Parrainage',
  subtitle: 'Invitez d’autres commerçants à ouvrir leur boutique sur Boutiko',
  add: 'Ajouter un parrainage',
  addTitle: 'Nouveau parrainage',
  addText:
    'Enregistrez le contact d’un commerçant à inviter. Il apparaîtra comme inscrit dès qu’il créera son compte avec votre code.',
  codeTitle: 'Votre code de parrainage',
  codeText: 'Partagez ce lien : les commerçants qui s’inscrivent avec lui deviennent vos filleuls.',
  link: 'Lien de parrainage',
  shareText: (link: string) =>
    `Ouvrez votre boutique en ligne en quelques clics avec Boutiko ! Inscrivez-vous avec mon lien : ${link}`,
  listTitle: 'Vos filleuls',
  who: 'Filleul',
  date: 'Date',
  state: 'Statut',
  states: { invited: 'Invité', registered: 'Inscrit', shop_created: 'Boutique créée' },
  empty: 'Personne pour l’instant. Partagez votre lien ou ajoutez un parrainage.',
  contact: 'E-mail ou téléphone',
  contactHint: 'Téléphone sans indicatif : numéro du Burkina Faso (+226). Sinon, commencez par +.',
  contactPlaceholder: 'kadi@exemple.bf ou +226 70 12 34 56',
  submit: 'Ajouter le parrainage',
} as const
