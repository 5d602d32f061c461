import { DurableObject } from 'cloudflare:workers'
import { sql } from 'drizzle-orm'
import { asShopDb, batch } from '../../db/client'
import { databaseNamed } from '../../db/databases'
import { audienceDays, audienceProducts, audienceSources } from '../../db/schema'
import type { Env } from '../../env'
import type { AudienceHit } from '../../schemas/audience'

/** How long views wait in memory before they are written (the alarm). */
const FLUSH_AFTER_MS = 60_000
/** A busy shop writes sooner: so many views pending and the batch goes at once. */
const FLUSH_AT_HITS = 1_000
/** Product rows kept per day between writes: a flood of distinct pages cannot grow memory. */
const MAX_PRODUCTS_PER_DAY = 500

type DayTally = {
  visits: number
  pageViews: number
  productViews: number
  carts: number
  checkouts: number
  sources: Map<string, number>
  products: Map<string, number>
}

const emptyDay = (): DayTally => ({
  visits: 0,
  pageViews: 0,
  productViews: 0,
  carts: 0,
  checkouts: 0,
  sources: new Map(),
  products: new Map(),
})

const bump = (map: Map<string, number>, key: string, by = 1) =>
  map.set(key, (map.get(key) ?? 0) + by)

/**
 * One per shop (`idFromName(storeId)`, ADR 056): the shop's storefront views are added up here
 * in memory and written to its database in one upsert batch a minute (or every thousand views),
 * so a view costs the storefront one call it does not wait for and never a database write.
 * What is pending when the object is lost (a restart) is lost with it: at most a minute of an
 * approximate figure, the price of not writing per view.
 */
export class AudienceCounter extends DurableObject<Env> {
  private days = new Map<string, DayTally>()
  private pending = 0
  private place: { storeId: string; database: string } | null = null
  private alarmSet = false

  /** Adds one storefront request to its day. */
  async add(hit: AudienceHit): Promise<void> {
    // The shop's database as the latest view names it: a moved shop writes where it now lives.
    this.place = { storeId: hit.storeId, database: hit.database }
    const day = this.days.get(hit.day) ?? emptyDay()
    this.days.set(hit.day, day)
    if (hit.source) {
      day.visits++
      bump(day.sources, hit.source)
    }
    if (hit.view === 'cart') day.carts++
    else day.pageViews++
    if (hit.view === 'checkout') day.checkouts++
    if (hit.view === 'product' && hit.productId) {
      day.productViews++
      if (day.products.has(hit.productId) || day.products.size < MAX_PRODUCTS_PER_DAY)
        bump(day.products, hit.productId)
    }
    this.pending++
    if (this.pending >= FLUSH_AT_HITS) await this.flush()
    else if (!this.alarmSet) {
      this.alarmSet = true
      await this.ctx.storage.setAlarm(Date.now() + FLUSH_AFTER_MS)
    }
  }

  async alarm(): Promise<void> {
    this.alarmSet = false
    await this.flush()
  }

  /** Writes what is pending now; the figures left in memory start again from zero. */
  async flush(): Promise<number> {
    const place = this.place
    if (!place || this.pending === 0) return 0
    const days = this.days
    const written = this.pending
    // Views arriving while the batch is on its way start a new tally.
    this.days = new Map()
    this.pending = 0
    try {
      await writeDays(this.env, place, days)
      return written
    } catch (err) {
      // Put back and retry with the next alarm: a database hiccup loses nothing.
      for (const [key, tally] of days) this.merge(key, tally)
      this.pending += written
      this.alarmSet = true
      await this.ctx.storage.setAlarm(Date.now() + FLUSH_AFTER_MS)
      console.error('audience flush', err)
      return 0
    }
  }

  private merge(key: string, from: DayTally) {
    const into = this.days.get(key) ?? emptyDay()
    this.days.set(key, into)
    into.visits += from.visits
    into.pageViews += from.pageViews
    into.productViews += from.productViews
    into.carts += from.carts
    into.checkouts += from.checkouts
    for (const [k, n] of from.sources) bump(into.sources, k, n)
    for (const [k, n] of from.products) bump(into.products, k, n)
  }
}

/** Every pending day of the shop as upserts that add to what is there, in one batch. */
function writeDays(
  env: Env,
  { storeId, database }: { storeId: string; database: string },
  days: Map<string, DayTally>,
) {
  const db = asShopDb(databaseNamed(env, database))
  const writes: unknown[] = []
  for (const [day, t] of days) {
    writes.push(
      db
        .insert(audienceDays)
        .values({ storeId, day, ...counts(t) })
        .onConflictDoUpdate({
          target: [audienceDays.storeId, audienceDays.day],
          set: {
            visits: sql`${audienceDays.visits} + excluded.visits`,
            pageViews: sql`${audienceDays.pageViews} + excluded.page_views`,
            productViews: sql`${audienceDays.productViews} + excluded.product_views`,
            carts: sql`${audienceDays.carts} + excluded.carts`,
            checkouts: sql`${audienceDays.checkouts} + excluded.checkouts`,
          },
        }),
    )
    if (t.sources.size > 0)
      writes.push(
        db
          .insert(audienceSources)
          .values([...t.sources].map(([source, visits]) => ({ storeId, day, source, visits })))
          .onConflictDoUpdate({
            target: [audienceSources.storeId, audienceSources.day, audienceSources.source],
            set: { visits: sql`${audienceSources.visits} + excluded.visits` },
          }),
      )
    const products = [...t.products].map(([productId, views]) => ({
      storeId,
      day,
      productId,
      views,
    }))
    // D1 binds at most 100 values a statement: 20 rows of 4.
    for (let i = 0; i < products.length; i += 20)
      writes.push(
        db
          .insert(audienceProducts)
          .values(products.slice(i, i + 20))
          .onConflictDoUpdate({
            target: [audienceProducts.storeId, audienceProducts.day, audienceProducts.productId],
            set: { views: sql`${audienceProducts.views} + excluded.views` },
          }),
      )
  }
  return batch(db, writes)
}

const counts = (t: DayTally) => ({
  visits: t.visits,
  pageViews: t.pageViews,
  productViews: t.productViews,
  carts: t.carts,
  checkouts: t.checkouts,
})
