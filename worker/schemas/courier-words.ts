import { MAX_COURIERS_CEILING } from './plan-capabilities'

/*
 * The couriers' words and limits, apart from their zod schemas (couriers.ts re-exports them):
 * the dashboard's order page shows them without downloading zod (issue 27, ADR 065).
 */

/** What happened at the door, as the courier's four buttons say it. */
export const DOOR_OUTCOMES = ['delivered_cash', 'delivered_paid', 'refused', 'absent'] as const
export type DoorOutcome = (typeof DOOR_OUTCOMES)[number]

export const DOOR_OUTCOME_LABEL: Record<DoorOutcome, string> = {
  delivered_cash: 'Livré – encaissé',
  delivered_paid: 'Livré – déjà payé',
  refused: 'Refusé par le client',
  absent: 'Absent – à reprogrammer',
}

/** At most this many parcels are assigned in one go ("Tournée du jour"). */
export const MAX_RUN_ASSIGN = 50
/**
 * A shop keeps at most this many couriers whatever its plan (the plan's `maxCouriers` is the
 * usual limit): the assign picker must stay readable on a phone.
 */
export const MAX_COURIERS = MAX_COURIERS_CEILING

export const courierMsg = {
  notFound: 'Livreur introuvable',
  limit: `Vous avez atteint la limite de ${MAX_COURIERS} livreurs : désactivez ou supprimez-en un avant d’en ajouter`,
  phoneTaken: 'Un livreur a déjà ce numéro',
  inactive: 'Ce livreur est désactivé : réactivez-le ou choisissez-en un autre',
  hasDays: 'Ce livreur a déjà des journées de livraison : désactivez-le plutôt que de le supprimer',
  chooseOrders: 'Choisissez au moins une commande à confier',
  tooManyOrders: `Confiez au plus ${MAX_RUN_ASSIGN} commandes à la fois`,
  orderClosed: (number: string) =>
    `La commande ${number} est close (livrée, refusée ou annulée) : elle ne peut plus partir en livraison`,
  pickupOrder: (number: string) =>
    `La commande ${number} est à retirer en boutique : elle ne part pas en livraison`,
  linkGone: 'Ce lien de livraison n’est plus valable. Demandez un nouveau lien à la boutique.',
  linkRevoked: 'Lien révoqué : le livreur ne peut plus l’ouvrir',
  dayClosed: 'La caisse de cette journée est close : le résultat ne peut plus être changé ici',
  outcomeRecorded: 'Ce colis a déjà un résultat enregistré',
  notOnRun: 'Ce colis ne fait pas partie de cette tournée',
  noDelivery: 'Cette commande n’est confiée à aucun livreur',
  alreadyClosed:
    'La caisse de ce livreur est déjà close pour cette journée : ajoutez une correction',
  notClosed: 'Clôturez d’abord la caisse de cette journée',
  correctionNote: 'Expliquez la correction',
  refusals: (n: number) => `${n} refus précédent${n > 1 ? 's' : ''}`,
  feeMissing: (number: string) =>
    `Indiquez d’abord les frais de livraison de la commande ${number} (autre zone) en la confirmant`,
  runClosed:
    'La caisse de ce livreur est close pour aujourd’hui : confiez ces commandes à un autre livreur',
  runNotFound: 'Tournée introuvable',
  assigned: (name: string, day: string) => `Confiée à ${name} (tournée du ${day})`,
} as const
