import { and, eq, type SQL, sql } from 'drizzle-orm'
import { batch } from '../db/client'
import { alertPreferences } from '../db/schema'
import type { OnDatabaseCtx, ShopDatabaseCtx, StoreCtx } from '../env'
import {
  ALERT_KINDS,
  type AlertKind,
  type AlertPreferences,
  type AlertPreferencesInput,
  type ContactChannel,
} from '../schemas/shop-contacts'
import { contactVerified, queueShopMessage, shopOwnerOf } from './message-gate'
import type { OutgoingMessage } from './outbox'

/** The shop's contacts as its row holds them; an empty e-mail means the shop has none. */
export type AlertShop = { id: string; email: string; phone: string }
type To = Pick<OutgoingMessage, 'channel' | 'to'>

const CHANNELS: readonly ContactChannel[] = ['email', 'whatsapp']

const switchedOn = (storeId: string, kind: AlertKind, channel: ContactChannel) =>
  sql`not exists (select 1 from alert_preferences p where p.store_id = ${storeId}
    and p.alert = ${kind} and p.channel = ${channel} and p.enabled = 0)`

/**
 * A merchant alert (new order, payment, enquiry, subscription notice), as one message per
 * channel of the shop, to join the batch of the event. Each is inserted only if the merchant
 * left that channel on for this alert AND the channel is verified: nothing is ever queued for
 * an unverified contact, except one held row when no wanted channel is verified at all, so the
 * dashboard can say an alert was kept back and why (ADR 014, 024). The gate still decides
 * (verified owner, caps) inside each insert. Async only to read the owner's account from the
 * directory first; the statements come back unexecuted, in an array (never a bare statement: a
 * drizzle statement is a thenable an `await` would run).
 */
export async function queueMerchantAlert(
  ctx: OnDatabaseCtx,
  shop: AlertShop,
  kind: AlertKind,
  build: (to: To) => OutgoingMessage,
  opts: { onlyIf?: SQL } = {},
) {
  const owner = await shopOwnerOf(ctx, shop.id)
  const audience =
    kind === 'subscription' ? { kind: 'shop-notice' as const } : { kind: 'shop-contact' as const }
  const targets: To[] = CHANNELS.map((channel) => ({
    channel,
    to: channel === 'email' ? shop.email : shop.phone,
  })).filter((t) => t.to !== '')
  const wanted = (t: To) => switchedOn(shop.id, kind, t.channel)
  const reachable = (t: To) => sql`(${wanted(t)} and ${contactVerified(shop.id, owner, t)})`
  return targets.map((target, i) => {
    // Unverified: recorded (held) only as the first wanted channel when none is reachable.
    const noneReachable = sql.join(
      targets.map((t) => sql`not ${reachable(t)}`),
      sql` and `,
    )
    const noEarlierWanted = targets.slice(0, i).map((t) => sql`not ${wanted(t)}`)
    const held = sql.join([noneReachable, ...noEarlierWanted], sql` and `)
    const onlyIf = and(
      opts.onlyIf,
      wanted(target),
      sql`(${contactVerified(shop.id, owner, target)} or (${held}))`,
    )
    return queueShopMessage(ctx, shop.id, owner, build(target), audience, { onlyIf })
  })
}

/** Every alert on every channel: what a shop gets until its merchant chooses otherwise. */
const allOn = (): AlertPreferences =>
  Object.fromEntries(
    ALERT_KINDS.map((k) => [k, { email: true, whatsapp: true }]),
  ) as AlertPreferences

/** The merchant's switches, the defaults filled in. */
export async function getAlertPreferences(
  ctx: ShopDatabaseCtx,
  storeId: string,
): Promise<AlertPreferences> {
  const rows = await ctx.db
    .select()
    .from(alertPreferences)
    .where(eq(alertPreferences.storeId, storeId))
  const prefs = allOn()
  for (const r of rows) if (prefs[r.alert]) prefs[r.alert][r.channel] = r.enabled
  return prefs
}

/** PUT /api/store/contacts/alerts: every switch written, in one batch. */
export async function setAlertPreferences(ctx: StoreCtx, input: AlertPreferencesInput) {
  const rows = ALERT_KINDS.flatMap((alert) =>
    CHANNELS.map((channel) => ({
      storeId: ctx.store.id,
      alert,
      channel,
      enabled: input[alert][channel],
      updatedAt: ctx.now,
    })),
  )
  await batch(
    ctx.db,
    rows.map((row) =>
      ctx.db
        .insert(alertPreferences)
        .values(row)
        .onConflictDoUpdate({
          target: [alertPreferences.storeId, alertPreferences.alert, alertPreferences.channel],
          set: { enabled: row.enabled, updatedAt: row.updatedAt },
        }),
    ),
  )
}
