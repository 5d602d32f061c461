import { and, asc, eq, sql } from 'drizzle-orm'
import { batch, type Db } from '../db/client'
import { changesOf, insertWhere } from '../db/conditional'
import type { ReadPlan } from '../db/read-plan'
import { type DeliveryZoneRow, deliveryZones, type StoreRow, stores } from '../db/schema/index'
import type { StoreCtx } from '../env'
import { ApiError, fieldError } from '../lib/errors'
import { newId } from '../lib/ids'
import { typedAmount } from '../lib/money-field'
import {
  type DeliveryOffer,
  type DeliverySettings,
  type DeliverySettingsInput,
  type DeliveryZone,
  type DeliveryZoneInput,
  deliveryMsg,
  MAX_DELIVERY_ZONES,
} from '../schemas/delivery'
import { msg } from '../schemas/messages'
import { writeShop } from './shops/directory-copies'
import { bumpStoreVersion } from './stores'

/**
 * Paramètres › Livraison (ADR 050): a shop's zones, and its threshold, pickup and "other zone"
 * on its row. Orders copy what they used, so nothing here ever touches an order.
 */

export const toDeliveryZone = (row: DeliveryZoneRow): DeliveryZone => ({
  id: row.id,
  name: row.name,
  fee: row.fee,
  delay: row.delay,
  active: row.active,
})

/** A shop's zones, as the merchant ordered them (the index on store and position). */
export const shopZones = (db: Db, storeId: string) =>
  db
    .select()
    .from(deliveryZones)
    .where(eq(deliveryZones.storeId, storeId))
    .orderBy(asc(deliveryZones.position))

/** The zones as a plan, to join a storefront's or the intake's read batch. */
export const zonesPlan = (db: Db, storeId: string): ReadPlan<DeliveryZoneRow[]> => ({
  queries: [shopZones(db, storeId)],
  decode: ([rows]) => rows as DeliveryZoneRow[],
})

/** What a checkout offers: the zones turned on, pickup and "other zone" when the shop set them. */
export function deliveryOfferOf(store: StoreRow, zones: DeliveryZoneRow[]): DeliveryOffer {
  return {
    zones: zones
      .filter((z) => z.active)
      .map((z) => ({ id: z.id, name: z.name, fee: z.fee, delay: z.delay })),
    freeDeliveryFrom: store.freeDeliveryFrom,
    pickup: store.pickupEnabled ? { address: store.pickupAddress, hours: store.pickupHours } : null,
    otherZone: store.otherZoneEnabled,
  }
}

/** An amount typed in `field`, in the shop's currency, or a 422 beside the field. */
function amountOf(ctx: StoreCtx, field: string, value: string | undefined): number | null {
  return value ? typedAmount(field, value, ctx.store.currency) : null
}

/** GET /api/store/delivery: the settings and every zone, on or off. */
export async function getDeliverySettings(ctx: StoreCtx): Promise<DeliverySettings> {
  const storeId = ctx.store.id
  const [stored, zones] = (await batch(ctx.db, [
    ctx.db.select().from(stores).where(eq(stores.id, storeId)).limit(1),
    shopZones(ctx.db, storeId),
  ])) as [StoreRow[], DeliveryZoneRow[]]
  const store = stored[0]
  if (!store) throw new ApiError('NOT_FOUND', msg.storeNotFound)
  return {
    currency: store.currency,
    freeDeliveryFrom: store.freeDeliveryFrom,
    pickupEnabled: store.pickupEnabled,
    pickupAddress: store.pickupAddress,
    pickupHours: store.pickupHours,
    otherZoneEnabled: store.otherZoneEnabled,
    zones: zones.map(toDeliveryZone),
  }
}

/** PUT /api/store/delivery/settings: pickup needs its address, so the shopper knows where. */
export async function updateDeliverySettings(
  ctx: StoreCtx,
  input: DeliverySettingsInput,
): Promise<DeliverySettings> {
  if (input.pickupEnabled && !input.pickupAddress)
    throw fieldError('UNPROCESSABLE', 'pickupAddress', deliveryMsg.pickupAddressRequired)
  const freeDeliveryFrom = amountOf(ctx, 'freeDeliveryFrom', input.freeDeliveryFrom)
  await writeShop(ctx, ctx.store, { store: true }, () =>
    batch(ctx.db, [
      ctx.db
        .update(stores)
        .set({
          freeDeliveryFrom,
          pickupEnabled: input.pickupEnabled,
          pickupAddress: input.pickupAddress || null,
          pickupHours: input.pickupHours || null,
          otherZoneEnabled: input.otherZoneEnabled,
        })
        .where(eq(stores.id, ctx.store.id)),
      // The checkout shows them: its cached pages get a new key.
      bumpStoreVersion(ctx, ctx.store.id),
    ]),
  )
  return getDeliverySettings(ctx)
}

const zoneValues = (ctx: StoreCtx, input: DeliveryZoneInput) => ({
  name: input.name,
  fee: amountOf(ctx, 'fee', input.fee) ?? 0,
  delay: input.delay ?? '',
  active: input.active ?? true,
})

/** POST /api/store/delivery/zones: 422 past MAX_DELIVERY_ZONES or for a name already listed. */
export async function addDeliveryZone(
  ctx: StoreCtx,
  input: DeliveryZoneInput,
): Promise<DeliveryZone> {
  const storeId = ctx.store.id
  const values = zoneValues(ctx, input)
  const shopZonesSql = sql`from ${deliveryZones} where ${deliveryZones.storeId} = ${storeId}`
  const row: DeliveryZoneRow = {
    id: newId('zon'),
    storeId,
    ...values,
    position: 0,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  }
  await refuseTakenName(ctx, values.name)
  // Counting and inserting in one statement: parallel additions cannot all pass the cap.
  const inserted = await insertWhere(
    ctx.db,
    deliveryZones,
    {
      ...row,
      position: sql`(select coalesce(max(${deliveryZones.position}) + 1, 0) ${shopZonesSql})`,
    },
    sql`(select count(*) ${shopZonesSql}) < ${MAX_DELIVERY_ZONES}`,
  )
  if (changesOf(inserted) === 0) throw new ApiError('UNPROCESSABLE', deliveryMsg.zoneLimit)
  await bumpStoreVersion(ctx, storeId)
  return toDeliveryZone(row)
}

/** Two zones of one name would be one choice shown twice: refused beside the name. */
async function refuseTakenName(ctx: StoreCtx, name: string, except?: string) {
  const zones = await shopZones(ctx.db, ctx.store.id)
  const taken = zones.some(
    (z) => z.id !== except && z.name.toLocaleLowerCase('fr') === name.toLocaleLowerCase('fr'),
  )
  if (taken) throw fieldError('CONFLICT', 'name', deliveryMsg.zoneExists)
}

/** PUT /api/store/delivery/zones/<id>: 404 for another shop's. Orders keep what they copied. */
export async function updateDeliveryZone(
  ctx: StoreCtx,
  id: string,
  input: DeliveryZoneInput,
): Promise<DeliveryZone> {
  const values = zoneValues(ctx, input)
  await refuseTakenName(ctx, values.name, id)
  const [updated] = (await batch(ctx.db, [
    ctx.db
      .update(deliveryZones)
      .set({ ...values, updatedAt: ctx.now })
      .where(and(eq(deliveryZones.id, id), eq(deliveryZones.storeId, ctx.store.id)))
      .returning(),
    bumpStoreVersion(ctx, ctx.store.id),
  ])) as [DeliveryZoneRow[]]
  const row = updated[0]
  if (!row) throw new ApiError('NOT_FOUND', deliveryMsg.zoneNotFound)
  return toDeliveryZone(row)
}

/** DELETE /api/store/delivery/zones/<id>: 404 for another shop's; its orders stay whole. */
export async function deleteDeliveryZone(ctx: StoreCtx, id: string): Promise<void> {
  const [deleted] = (await batch(ctx.db, [
    ctx.db
      .delete(deliveryZones)
      .where(and(eq(deliveryZones.id, id), eq(deliveryZones.storeId, ctx.store.id)))
      .returning({ id: deliveryZones.id }),
    bumpStoreVersion(ctx, ctx.store.id),
  ])) as [{ id: string }[]]
  if (deleted.length === 0) throw new ApiError('NOT_FOUND', deliveryMsg.zoneNotFound)
}
