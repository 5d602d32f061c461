/** Words of the admin Messages screen (the public contact form). */
export const messageWords = {
  title: 'Messages',
  subtitle: 'Les messages envoyés depuis le formulaire de contact du site',
  unreadCount: (n: number) => (n > 1 ? `${n} messages non lus` : `${n} message non lu`),
  empty: 'Aucun message pour le moment.',
  unread: 'Non lu',
  read: 'Lu',
  markRead: 'Marquer comme lu',
  marked: 'Message marqué comme lu',
  reply: 'Répondre',
  from: 'De',
} as const
