import { eq } from 'drizzle-orm'
import { deliveryZones } from '../../worker/db/schema/index.ts'
import type { StoreCtx } from '../../worker/env.ts'
import { addDeliveryZone, updateDeliverySettings } from '../../worker/services/delivery.ts'

/** Four of Ouagadougou's zones, as a merchant there names them (ADR 050). */
const DEMO_ZONES = [
  { name: 'Ouaga 2000', fee: '1 500', delay: '24 h' },
  { name: 'Zone du Bois', fee: '1 000', delay: 'Aujourd’hui' },
  { name: 'Patte d’Oie', fee: '1 000', delay: 'Aujourd’hui' },
  { name: 'Tampouy', fee: '2 000', delay: '48 h' },
] as const

/**
 * The demo shop's delivery (Paramètres › Livraison): four zones, free from 50 000 F, pickup at
 * the shop and "other zone", through the real services. Idempotent: returns the zones' ids,
 * or null when the shop already has zones.
 */
export async function seedDelivery(ctx: StoreCtx): Promise<string[] | null> {
  const has = await ctx.db
    .select({ id: deliveryZones.id })
    .from(deliveryZones)
    .where(eq(deliveryZones.storeId, ctx.store.id))
    .get()
  if (has) return null
  const ids: string[] = []
  for (const zone of DEMO_ZONES) ids.push((await addDeliveryZone(ctx, zone)).id)
  await updateDeliverySettings(ctx, {
    freeDeliveryFrom: '50 000',
    pickupEnabled: true,
    pickupAddress: 'Avenue Kwame Nkrumah, à côté de la pharmacie du Progrès, Ouagadougou',
    pickupHours: 'Lun–sam, 8 h–19 h',
    otherZoneEnabled: true,
  })
  return ids
}
