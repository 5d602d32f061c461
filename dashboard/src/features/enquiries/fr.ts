/** Words of the "Messages clients" screen. */
export const t = {
  title: 'Messages clients',
  subtitle: 'Les questions envoyées depuis la page Contact de votre boutique.',
  unreadCount: (n: number) =>
    n === 0
      ? 'Tous vos messages sont lus.'
      : n === 1
        ? '1 message non lu'
        : `${n} messages non lus`,
  filter: 'Afficher',
  all: 'Tous',
  unreadOnly: 'Non lus',
  empty:
    'Aucun message pour le moment. Ils arrivent ici quand un client écrit depuis votre page Contact.',
  emptyUnread: 'Aucun message non lu.',
  read: 'Lu',
  unread: 'Non lu',
  markRead: 'Marquer comme lu',
  marked: 'Message marqué comme lu',
  replyEmail: 'Répondre par e-mail',
  replyWhatsapp: 'WhatsApp',
  call: 'Appeler',
  email: 'E-mail',
  phone: 'Téléphone',
  received: 'Reçu le',
  replySubject: (shop: string) => `Votre message à ${shop}`,
} as const
