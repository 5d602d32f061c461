/**
 * The words the platform writes by itself into a shop's records (French): the in-app
 * notifications of merchants and administrators, and the labels and notes of automatic
 * cash-book lines and stock movements. Messages sent by e-mail or WhatsApp live in
 * `worker/services/message-templates.ts`; errors in `messages.ts` and each resource's `*Msg`.
 */

type Notice = { title: string; body: string }

/** For the administrators. */
export const adminNotice = {
  adminSignin: (firstName: string, lastName: string): Notice => ({
    title: 'Connexion administrateur',
    body: `${firstName} ${lastName} s’est connecté(e) à l’administration.`,
  }),
  signup: (firstName: string, lastName: string): Notice => ({
    title: 'Nouvelle inscription',
    body: `${firstName} ${lastName} a créé un compte.`,
  }),
  contact: (subject: string, email: string): Notice => ({
    title: `Contact : ${subject}`,
    body: `${email} a écrit depuis le site public.`,
  }),
  newStore: (name: string): Notice => ({
    title: 'Nouvelle boutique',
    body: `La boutique « ${name} » vient d'être créée.`,
  }),
  planRequested: (shopName: string | undefined, planName: string): Notice => ({
    title: 'Demande de changement d’offre',
    body: `${shopName ?? 'Une boutique'} demande l’offre ${planName}.`,
  }),
}

const reasonLine = (label: string, text: string | undefined) => (text ? `${label} : ${text}` : '')
const lines = (...parts: string[]) => parts.filter(Boolean).join('\n')

const RENEW = 'Renouvelez-la depuis Paramètres › Abonnements pour garder vos avantages.'

/** For a merchant, about what the platform's team or clock did to their shop. */
export const shopNotice = {
  productModerated: (product: string, hidden: boolean, reason: string | undefined): Notice => ({
    title: hidden ? 'Produit dépublié' : 'Produit republié',
    body: lines(
      hidden
        ? `« ${product} » a été retiré de votre vitrine par l’équipe Boutiko.`
        : `« ${product} » est de nouveau visible sur votre vitrine.`,
      reasonLine('Motif', reason),
    ),
  }),
  subscriptionStatus: (label: string, message: string | undefined): Notice => ({
    title: `Abonnement : ${label}`,
    body: lines(
      `Le statut de votre abonnement est maintenant : ${label}.`,
      reasonLine('Message de l’équipe Boutiko', message),
    ),
  }),
  planApproved: (plan: string, endsOn: string): Notice => ({
    title: `Offre ${plan} activée`,
    body: `Votre demande d'offre ${plan} a été acceptée : votre abonnement est actif jusqu'au ${endsOn}. Merci de votre confiance !`,
  }),
  planPaid: (plan: string, amount: string, endsOn: string): Notice => ({
    title: `Paiement reçu : offre ${plan} activée`,
    body: `Votre paiement de ${amount} pour l'offre ${plan} est confirmé : votre abonnement est actif jusqu'au ${endsOn}. Le reçu vous a été envoyé par e-mail.`,
  }),
  planRejected: (plan: string, reason: string): Notice => ({
    title: `Demande d'offre ${plan} refusée`,
    body: `Votre demande d'offre ${plan} n'a pas été acceptée.\nMotif : ${reason}`,
  }),
  /** The subscription's end: `endsOn` and `endsAt` are already formatted dates. */
  subscriptionExpired: (plan: string, freePlan: string): Notice => ({
    title: `Abonnement ${plan} expiré`,
    body: `Votre abonnement ${plan} a expiré : votre boutique revient aux limites de l'offre ${freePlan}. Rien n'est supprimé. Vous pouvez renouveler votre offre à tout moment depuis Paramètres › Abonnements.`,
  }),
  /** `clock`: the shop's zone as `timeZoneLabel` names it ("Heure de Cotonou (UTC+1)"). */
  subscriptionEndsTomorrow: (plan: string, endsAt: string, clock: string): Notice => ({
    title: `Votre abonnement ${plan} expire dans moins de 24 h`,
    body: `Dernier rappel : votre offre ${plan} prend fin le ${endsAt}, ${clock.charAt(0).toLowerCase()}${clock.slice(1)}. ${RENEW}`,
  }),
  subscriptionEndsSoon: (plan: string, endsOn: string, freePlan: string): Notice => ({
    title: `Votre abonnement ${plan} expire bientôt`,
    body: `Votre offre ${plan} prend fin le ${endsOn}. ${RENEW} Sans renouvellement, votre boutique reviendra aux limites de l'offre ${freePlan}.`,
  }),
}

/** For a merchant, about their atelier. */
export const atelierNotice = {
  orderDueTitle: "Commande à livrer aujourd'hui",
  orderLateTitle: 'Commande en retard',
  orderDue: (number: string, who: string) =>
    `La commande ${number} de ${who} est promise pour aujourd'hui.`,
  orderLate: (number: string, who: string, promisedOn: string) =>
    `La commande ${number} de ${who}, promise pour le ${promisedOn}, n'est pas prête.`,
  /**
   * The low-stock notification is written by SQL (the threshold is checked in the statement):
   * `{name}` and `{meters}` are replaced there.
   */
  lowFabricTitle: 'Stock de tissu bas',
  lowFabricBody: '{name} : il reste {meters} m',
}

/** Labels and notes of the lines the atelier writes by itself (cash book, fabric movements). */
export const atelierEntry = {
  fabricPurchase: (fabric: string, meters: string) => `Achat de tissu : ${fabric} (${meters} m)`,
  supplier: (name: string) => `Fournisseur : ${name}`,
  advance: (order: string) => `Avance, commande ${order}`,
  payment: (order: string) => `Paiement, commande ${order}`,
  balance: (order: string) => `Solde, commande ${order}`,
  orderTook: (order: string) => `Commande ${order}`,
  orderEdited: (order: string) => `Commande ${order} modifiée`,
  orderDeleted: (order: string) => `Commande ${order} supprimée`,
  orderCancelled: (order: string) => `Commande ${order} annulée`,
  /** A gallery picture without a caption. */
  galleryAlt: (shopName: string) => `Réalisation de ${shopName || 'la boutique'}`,
}
