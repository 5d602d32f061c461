import { and, eq, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm'
import { readBatch, type ShopDb } from '../../db/client'
import { compiledGet, compiledQueries } from '../../db/compiled-reads'
import { directoryDatabase, shopDatabase } from '../../db/databases'
import type { PlanOf } from '../../db/read-plan'
import { customDomains, plans, type StoreRow, stores, subscriptions } from '../../db/schema'
import type { Env, RequestCtx } from '../../env'
import type { PlanSwitch } from '../../schemas/plan-capabilities'
import { FREE_PLAN_ID } from '../stores'

/**
 * The storefront's shop lookup: a slug or a shop's own hostname to the shop, its subscription
 * state and domain in force, and the page's first reads of its database (ADR 036, ADR 043).
 */

/**
 * A domain is served when verified and the shop's plan includes it. A suspended shop keeps
 * it (shoppers see "temporarily unavailable" there); an ended subscription does not.
 */
function domainInForce(nowSeconds: number | string): SQL {
  return and(
    isNotNull(customDomains.verifiedAt),
    sql`json_extract(${plans.limits}, '$.customDomain') = 1`,
    ne(subscriptions.status, 'expired'),
    // `ends_at` holds seconds (drizzle's `timestamp` mode). A plain parameter, not `gt(…, Date)`:
    // the query is built once with a marker in its place (compiledQueries).
    or(isNull(subscriptions.endsAt), sql`${subscriptions.endsAt} > ${nowSeconds}`),
  ) as SQL
}

/**
 * A switch of the shop's plan in force (issue 26), as plan-limits' limitsOf reads it: the
 * subscribed plan's while it runs, else the free plan's; a key a plan lacks takes the free
 * plan's value. `key` is a literal of ours (PlanSwitch), never input.
 */
function switchInForce(key: PlanSwitch, nowSeconds: number | string): SQL {
  const path = sql.raw(`'$.${key}'`)
  return sql`coalesce(
    case when ${subscriptions.status} = 'active'
      and (${subscriptions.endsAt} is null or ${subscriptions.endsAt} > ${nowSeconds})
      then json_extract(${plans.limits}, ${path}) end,
    (select json_extract(fp.limits, ${path}) from plans fp where fp.id = ${sql.raw(`'${FREE_PLAN_ID}'`)}),
    0) = 1`
}

export type StorefrontShop = {
  store: StoreRow
  suspended: boolean
  domain: string | null
  /** The atelier's gallery is on show (issue 8): the themes add a "Galerie" link. */
  showGallery: boolean
  /** Its owner is blocked by an administrator: the storefront vouches for nothing (issue 26). */
  ownerBlocked: boolean
  /** The plan in force has the Facebook pixel: otherwise the shop's pixel id is not used. */
  facebookPixel: boolean
  /** The plan in force removes "Propulsé par Boutiko". */
  removeBranding: boolean
  /** The plan in force has audience statistics: only then are its views counted (ADR 056). */
  audienceStats: boolean
  /** The plan in force includes buyers' reviews: otherwise none are shown nor asked for. */
  reviews: boolean
}

/**
 * In the same query as the shop: an uncached page costs no extra round trip to D1. Spelled
 * with its tables named: drizzle writes a one-table query's columns unqualified, which inside
 * this subquery would be ambiguous.
 */
const showsGallery = sql<number>`exists (
  select 1 from atelier_gallery g join ateliers a on a.store_id = g.store_id
  where g.store_id = "stores"."id" and a.enabled = 1 and a.show_gallery_on_storefront = 1)`

/** What the storefront lookup reads: the directory, and the shop's database by name. */
export type LookupCtx = Pick<RequestCtx, 'directory' | 'env' | 'now' | 'openDatabase'>

/** The lookup's ctx outside any request's session: the isolate's kept shops (shop-memo). */
export const outsideRequest = (env: Env): LookupCtx => ({
  directory: directoryDatabase(env),
  env,
  now: new Date(),
})

/**
 * A shop found for a page, with the page's reads of its database (a `ReadPlan`, sent in the
 * batch that reads the shop's row): `read` decodes their answers, when the page asks (a
 * decoder may throw, e.g. a missing product, which the page turns into its 404).
 */
export type FoundStorefront<T> = { shop: StorefrontShop; read: () => T }

const noReads: PlanOf<undefined> = () => ({ queries: [], decode: () => undefined })

/**
 * Where the isolate last found the shop of a slug or host: its id and database. Only a hint:
 * every lookup still asks the directory, in parallel with the hinted shop database, and uses
 * what the shop database answered only when the directory names the same shop on the same
 * database (ADR 043). So a renamed slug, a moved shop or a removed domain are seen at once;
 * a wrong hint costs the trip it saved. Set only from what the directory answered, so it holds
 * real shops only; never expires (a shop moves rarely, and a stale hint is caught anyway).
 */
const routes = new Map<string, Route>()
const MAX_ROUTES = 10_000
/** With the shop's phone its row had: reads that depend on it are built before the row is in. */
type Route = { id: string; database: string; phone: string }

function keepRoute(key: string, route: Route) {
  if (routes.size >= MAX_ROUTES) routes.clear()
  routes.set(key, route)
}

/**
 * Reads that depend on the shop's phone (its country: an API order's phone sent without its
 * code is the shop's country's), built from the phone the route hint or the directory has,
 * so they still go in the batch of the shop's row. The row is authoritative: when its phone
 * is another (a hint or a directory copy behind a change), they are built and read again.
 */
export type ByShopPhone<T> = { byShopPhone: (shopPhone: string) => PlanOf<T> }
const planFor = <T>(plan: PlanOf<T> | ByShopPhone<T>, phone: string): PlanOf<T> =>
  typeof plan === 'function' ? plan : plan.byShopPhone(phone)
const builtFor = <T>(plan: PlanOf<T> | ByShopPhone<T>, phone: string, shop: StorefrontShop) =>
  typeof plan === 'function' || shop.store.phone === phone

/** The routing query of a slug or host (`where`), built once per kind (compiledQueries). */
const routingQuery = (directory: LookupCtx['directory'], where: SQL, nowSeconds: number | string) =>
  directory
    .select({
      // The routing alone: the shop's row itself comes from its database.
      store: {
        id: stores.id,
        database: stores.database,
        movingTo: stores.movingTo,
        // The directory's copy: what reads built before the shop's row go by (ByShopPhone).
        phone: stores.phone,
      },
      subscription: subscriptions.status,
      // The owner's account lives in the directory: blocking it writes nothing to the shop's row.
      ownerBlocked: sql<number>`exists (select 1 from users u
        where u.id = ${stores.ownerId} and u.status = 'blocked')`,
      domain: sql<
        string | null
      >`case when ${domainInForce(nowSeconds)} then ${customDomains.hostname} end`,
      facebookPixel: sql<number>`${switchInForce('facebookPixel', nowSeconds)}`,
      removeBranding: sql<number>`${switchInForce('removeBranding', nowSeconds)}`,
      audienceStats: sql<number>`${switchInForce('audienceStats', nowSeconds)}`,
      reviews: sql<number>`${switchInForce('reviews', nowSeconds)}`,
    })
    .from(stores)
    .leftJoin(subscriptions, eq(subscriptions.storeId, stores.id))
    .leftJoin(plans, eq(plans.id, subscriptions.planId))
    .leftJoin(customDomains, eq(customDomains.storeId, stores.id))
    .where(where)

type Routing = Awaited<ReturnType<typeof routingQuery>>[number]

/** A key's kind (`slug:`, `host:`) and the condition on its value. */
const KEY_WHERE = {
  slug: (slug: string) => eq(stores.slug, slug),
  host: (hostname: string) => hostnameWhere(hostname),
} as const

/** The routing of a slug or host key: the directory's row, its subscription and domain in force. */
function routingOf(ctx: LookupCtx, key: string): Promise<Routing | undefined> {
  const colon = key.indexOf(':')
  const kind = key.slice(0, colon) as keyof typeof KEY_WHERE
  const values = { value: key.slice(colon + 1), now: Math.floor(ctx.now.getTime() / 1000) }
  const [query] = compiledQueries(
    `lookup:routing:${kind}`,
    ctx.directory,
    values,
    (db, v) => [routingQuery(db, KEY_WHERE[kind](String(v.value)), v.now)] as const,
  )
  return compiledGet(query) as Promise<Routing | undefined>
}

/** The shop's own row, authoritative for what the storefront shows, first in a page's batch. */
const ownRowQuery = (db: ShopDb, storeId: string) =>
  db.select({ store: stores, showGallery: showsGallery }).from(stores).where(eq(stores.id, storeId))
const ownRowOf = (db: ShopDb, storeId: string) =>
  compiledQueries(
    'lookup:own-row',
    db,
    { storeId },
    (db, v) => [ownRowQuery(db, v.storeId)] as const,
  )[0]

type OwnRow = Awaited<ReturnType<typeof ownRowQuery>>

type ShopRead<T> = { own: OwnRow; read: () => T }

/** The shop's own row and the page's reads (`plan`), in one batch on its database. */
async function readShop<T>(db: ShopDb, storeId: string, plan: PlanOf<T>): Promise<ShopRead<T>> {
  const { queries, decode } = plan(db, storeId)
  const [own, ...results] = (await readBatch(db, [ownRowOf(db, storeId), ...queries])) as [
    OwnRow,
    ...unknown[],
  ]
  return { own, read: () => decode(results) }
}

function found<T>(routing: Routing, { own, read }: ShopRead<T>): FoundStorefront<T> | null {
  const row = own[0]
  if (!row) return null
  const shop: StorefrontShop = {
    // The directory says where the shop lives; the shop's own copy of that column may lag a move.
    // So does a move in progress (`shop:move` marks the directory's row): writes then wait.
    store: { ...row.store, database: routing.store.database, movingTo: routing.store.movingTo },
    suspended: routing.subscription === 'suspended',
    domain: routing.domain,
    showGallery: Boolean(row.showGallery),
    ownerBlocked: Boolean(routing.ownerBlocked),
    facebookPixel: Boolean(routing.facebookPixel),
    removeBranding: Boolean(routing.removeBranding),
    audienceStats: Boolean(routing.audienceStats),
    reviews: Boolean(routing.reviews),
  }
  return { shop, read }
}

/**
 * A shop with its subscription status and, when it has a domain in force, that hostname, plus
 * the page's `reads` of its rows: the directory routes (slug or domain, subscription), the
 * shop's database gives its row, authoritative for what the storefront shows (ADR 036), and
 * the page's rows in the same batch. With a route hint for `key`, both databases are asked at
 * once: one round trip. Without one (the first visit of this shop in this isolate) or when the
 * directory contradicts the hint, the shop's database is asked after the directory: two.
 */
export async function findStorefrontFor<T = undefined>(
  ctx: LookupCtx,
  key: string,
  plan: PlanOf<T> | ByShopPhone<T> = noReads as PlanOf<T>,
): Promise<FoundStorefront<T> | null> {
  const hint = routes.get(key)
  const speculative = hint ? hintedRead(ctx, hint, planFor(plan, hint.phone)) : null
  const [routing, guessed] = await Promise.all([routingOf(ctx, key), speculative])
  if (!routing) {
    routes.delete(key)
    return null
  }
  const { id, database, phone } = routing.store
  if (guessed && hint?.id === id && hint.database === database) {
    const answer = found(routing, guessed)
    if (answer && builtFor(plan, hint.phone, answer.shop)) return answer
  }
  const db = shopDatabase(ctx, database)
  let answer = found(routing, await readShop(db, id, planFor(plan, phone)))
  if (answer && !builtFor(plan, phone, answer.shop))
    answer = found(routing, await readShop(db, id, planFor(plan, answer.shop.store.phone)))
  if (answer) keepRoute(key, { id, database, phone: answer.shop.store.phone })
  else routes.delete(key)
  return answer
}

/** The hinted shop's batch; null when it cannot be sent or fails: the directory then decides. */
function hintedRead<T>(ctx: LookupCtx, hint: Route, plan: PlanOf<T>) {
  try {
    return readShop(shopDatabase(ctx, hint.database), hint.id, plan).catch(() => null)
  } catch {
    // A binding that is gone (wrangler.toml changed): only the directory's answer counts.
    return null
  }
}

const findStorefrontWhere = async (ctx: LookupCtx, key: string) =>
  (await findStorefrontFor(ctx, key))?.shop ?? null

/**
 * The shop of a slug and `plan`'s reads of its database, sent with the shop's row (one round
 * trip with a route hint), decoded.
 */
export async function findStorefrontReading<T>(
  ctx: LookupCtx,
  slug: string,
  plan: PlanOf<T> | ByShopPhone<T>,
) {
  const got = await findStorefrontFor(ctx, slugKey(slug), plan)
  return got && { shop: got.shop, along: got.read() }
}

/** Where the storefront of `slug` is looked up (the key of its route hint, and of shop-memo). */
export const slugKey = (slug: string) => `slug:${slug.toLowerCase()}`
export const hostKey = (hostname: string) => `host:${hostname.toLowerCase()}`

// Verified rows only: other shops' pending claims on the name must not shadow its owner.
export const hostnameWhere = (hostname: string) =>
  and(
    eq(customDomains.hostname, hostname.toLowerCase()),
    isNotNull(customDomains.verifiedAt),
  ) as SQL

/** As `findStorefront` (one query), plus the hostname the shop is served at, if any. */
export const findStorefrontWithDomain = (
  ctx: LookupCtx,
  slug: string,
): Promise<StorefrontShop | null> => findStorefrontWhere(ctx, slugKey(slug))

/** The shop a request's Host belongs to; `domain` is null unless that domain is in force. */
export const findStorefrontByHostname = (
  ctx: LookupCtx,
  hostname: string,
): Promise<StorefrontShop | null> => findStorefrontWhere(ctx, hostKey(hostname))
