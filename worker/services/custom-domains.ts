import { and, eq, gt, isNotNull, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { type Db, readBatch } from '../db/client'
import { DIRECTORY, databaseNamed, shopDatabase } from '../db/databases'
import type { PlanOf, ReadPlan } from '../db/read-plan'
import {
  type CustomDomainRow,
  customDomains,
  plans,
  type StoreRow,
  stores,
  subscriptions,
} from '../db/schema'
import type { Env, RequestCtx, StoreCtx } from '../env'
import { PENDING_DOMAIN_CLAIM_DAYS } from '../lib/config'
import { addDays, iso } from '../lib/dates'
import { ApiError, isConstraintError } from '../lib/errors'
import { isUnderPlatformHost } from '../lib/hosts'
import { newId, newSecretToken } from '../lib/ids'
import {
  type CustomDomain,
  type DomainInput,
  type DomainSettings,
  domainMsg,
  HTTP_PROOF_PATH,
  txtRecordName,
  txtRecordValue,
} from '../schemas/domains'
import { checkOwnership, type Fetcher } from './domain-checks'
import { limitsOf } from './plan-limits'

export function toCustomDomain(row: CustomDomainRow): CustomDomain {
  return {
    id: row.id,
    hostname: row.hostname,
    status: row.verifiedAt ? 'verified' : 'pending',
    txt: { name: txtRecordName(row.hostname), value: txtRecordValue(row.verificationToken) },
    http: { url: `http://${row.hostname}${HTTP_PROOF_PATH}`, body: row.verificationToken },
    verifiedAt: iso(row.verifiedAt),
    lastCheckedAt: iso(row.lastCheckedAt),
    lastError: row.lastError,
    createdAt: iso(row.createdAt)!,
  }
}

const issue = (message: string) => [{ path: 'hostname', message }]

/** Custom domains route shops: they live in the directory (ADR 036), as do plans. */
const domainOf = (ctx: StoreCtx) =>
  ctx.directory.select().from(customDomains).where(eq(customDomains.storeId, ctx.store.id)).get()

/** GET /api/store/domain: the shop's domain (if any) and whether its plan allows one. */
export async function getDomainSettings(ctx: StoreCtx): Promise<DomainSettings> {
  const [{ planName, limits }, row] = await Promise.all([
    limitsOf(ctx, ctx.store.id),
    domainOf(ctx),
  ])
  return {
    allowed: limits.customDomain,
    planName,
    domain: row ? toCustomDomain(row) : null,
    cnameTarget: ctx.env.CUSTOM_DOMAIN_TARGET?.trim() || null,
  }
}

/** Some shop has proven this hostname: nobody else may claim or verify it. */
async function verifiedElsewhere(ctx: StoreCtx, hostname: string): Promise<boolean> {
  const row = await ctx.directory
    .select({ id: customDomains.id })
    .from(customDomains)
    .where(
      and(
        eq(customDomains.hostname, hostname),
        isNotNull(customDomains.verifiedAt),
        ne(customDomains.storeId, ctx.store.id),
      ),
    )
    .get()
  return row !== undefined
}

const takenError = () => new ApiError('CONFLICT', domainMsg.taken, issue(domainMsg.taken))

/** A pending claim past its days is released: the periodic job deletes it, verify refuses it. */
const claimExpired = (ctx: { now: Date }, row: CustomDomainRow) =>
  !row.verifiedAt && addDays(row.createdAt, PENDING_DOMAIN_CLAIM_DAYS) <= ctx.now

/**
 * One domain per shop, on a plan that includes it; never the platform's own (422). Only a
 * verified domain reserves its hostname (409 CONFLICT for anyone else): several shops may
 * claim a name that nobody has proven yet, and the first to prove it gets it.
 */
export async function addDomain(ctx: StoreCtx, input: DomainInput): Promise<CustomDomain> {
  const hostname = input.hostname.trim().toLowerCase().replace(/\.$/, '')
  if (isUnderPlatformHost(ctx.env, hostname))
    throw new ApiError('UNPROCESSABLE', domainMsg.platformHost, issue(domainMsg.platformHost))
  const { limits } = await limitsOf(ctx, ctx.store.id)
  if (!limits.customDomain) throw new ApiError('CONFLICT', domainMsg.notAllowed)
  if (await verifiedElsewhere(ctx, hostname)) throw takenError()
  const row = {
    id: newId('dom'),
    storeId: ctx.store.id,
    hostname,
    verificationToken: newSecretToken(),
  }
  try {
    const created = await ctx.directory.insert(customDomains).values(row).returning().get()
    return toCustomDomain(created)
  } catch (err) {
    if (!isConstraintError(err, 'UNIQUE')) throw err
    // A pending row takes no name: the one unique index an insert can hit is one per shop.
    throw new ApiError('CONFLICT', domainMsg.alreadyHasDomain)
  }
}

/**
 * POST /api/store/domain/verify: looks for the TXT record, then the HTTP file, for real
 * (`fetchFn` is the global fetch in production). Records the outcome either way; a verified
 * domain stays verified. A name another shop has proven → 409; an expired claim is released
 * (409, the merchant adds the name again and gets a fresh token).
 */
export async function verifyDomain(ctx: StoreCtx, fetchFn: Fetcher): Promise<CustomDomain> {
  const row = await domainOf(ctx)
  if (!row) throw new ApiError('NOT_FOUND', domainMsg.noDomain)
  if (row.verifiedAt) return toCustomDomain(row)
  if (claimExpired(ctx, row)) {
    await ctx.directory
      .delete(customDomains)
      .where(and(eq(customDomains.id, row.id), eq(customDomains.storeId, ctx.store.id)))
    throw new ApiError('CONFLICT', domainMsg.claimExpired(PENDING_DOMAIN_CLAIM_DAYS))
  }
  if (await verifiedElsewhere(ctx, row.hostname)) throw takenError()
  const result = await checkOwnership(fetchFn, row.hostname, row.verificationToken)
  try {
    const updated = await ctx.directory
      .update(customDomains)
      .set({
        lastCheckedAt: ctx.now,
        verifiedAt: result.ok ? ctx.now : null,
        lastError: result.ok ? null : result.error,
      })
      .where(and(eq(customDomains.id, row.id), eq(customDomains.storeId, ctx.store.id)))
      .returning()
      .get()
    return toCustomDomain(updated ?? row)
  } catch (err) {
    // Two shops proved the same name at once: the partial unique index lets one through.
    if (isConstraintError(err, 'UNIQUE')) throw takenError()
    throw err
  }
}

/**
 * For the periodic job: claims left unproven for PENDING_DOMAIN_CLAIM_DAYS go, so an
 * abandoned or squatting attempt never lingers. Verified domains are never touched here.
 */
export async function releaseExpiredDomainClaims(ctx: { directory: Db; now: Date }): Promise<void> {
  await ctx.directory
    .delete(customDomains)
    .where(
      and(
        isNull(customDomains.verifiedAt),
        lt(customDomains.createdAt, addDays(ctx.now, -PENDING_DOMAIN_CLAIM_DAYS)),
      ),
    )
}

/** DELETE /api/store/domain: the shop is served at its platform address again at once. */
export async function removeDomain(ctx: StoreCtx): Promise<void> {
  const deleted = await ctx.directory
    .delete(customDomains)
    .where(eq(customDomains.storeId, ctx.store.id))
    .returning({ id: customDomains.id })
  if (deleted.length === 0) throw new ApiError('NOT_FOUND', domainMsg.noDomain)
}

/**
 * A domain is served when verified and the shop's plan includes it. A suspended shop keeps
 * it (shoppers see "temporarily unavailable" there); an ended subscription does not.
 */
function domainInForce(now: Date): SQL {
  return and(
    isNotNull(customDomains.verifiedAt),
    sql`json_extract(${plans.limits}, '$.customDomain') = 1`,
    ne(subscriptions.status, 'expired'),
    or(isNull(subscriptions.endsAt), gt(subscriptions.endsAt, now)),
  ) as SQL
}

export type StorefrontShop = {
  store: StoreRow
  suspended: boolean
  domain: string | null
  /** The atelier's gallery is on show (issue 8): the themes add a "Galerie" link. */
  showGallery: boolean
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
  directory: databaseNamed(env, DIRECTORY),
  env,
  now: new Date(),
})

/**
 * A page's reads of the shop's own rows, built for the shop `storeId` on its database `db`:
 * sent in the batch that reads the shop's row, so an uncached page pays one round trip to the
 * shop's database, not one for the shop and one for the page (ADR 043).
 */
export type ShopReads = (db: Db, storeId: string) => readonly BatchItem<'sqlite'>[]

/** A shop found for a page, with the results of the page's reads (in the order given). */
export type FoundStorefront = { shop: StorefrontShop; results: readonly unknown[] }

const noReads: ShopReads = () => []

/**
 * Where the isolate last found the shop of a slug or host: its id and database. Only a hint:
 * every lookup still asks the directory, in parallel with the hinted shop database, and uses
 * what the shop database answered only when the directory names the same shop on the same
 * database (ADR 043). So a renamed slug, a moved shop or a removed domain are seen at once;
 * a wrong hint costs the trip it saved. Set only from what the directory answered, so it holds
 * real shops only; never expires (a shop moves rarely, and a stale hint is caught anyway).
 */
const routes = new Map<string, { id: string; database: string }>()
const MAX_ROUTES = 10_000

function keepRoute(key: string, id: string, database: string) {
  if (routes.size >= MAX_ROUTES) routes.clear()
  routes.set(key, { id, database })
}

/** The routing of a slug or host: the directory's row, its subscription and domain in force. */
const routingOf = (ctx: LookupCtx, where: SQL) =>
  ctx.directory
    .select({
      // The routing alone: the shop's row itself comes from its database.
      store: { id: stores.id, database: stores.database, movingTo: stores.movingTo },
      subscription: subscriptions.status,
      domain: sql<
        string | null
      >`case when ${domainInForce(ctx.now)} then ${customDomains.hostname} end`,
    })
    .from(stores)
    .leftJoin(subscriptions, eq(subscriptions.storeId, stores.id))
    .leftJoin(plans, eq(plans.id, subscriptions.planId))
    .leftJoin(customDomains, eq(customDomains.storeId, stores.id))
    .where(where)
    .get()

type Routing = NonNullable<Awaited<ReturnType<typeof routingOf>>>

/** The shop's own row, authoritative for what the storefront shows, first in a page's batch. */
const ownRowOf = (db: Db, storeId: string) =>
  db.select({ store: stores, showGallery: showsGallery }).from(stores).where(eq(stores.id, storeId))

type OwnRow = Awaited<ReturnType<typeof ownRowOf>>

/** The shop's own row and the page's reads, in one batch on its database. */
function readShop(db: Db, storeId: string, reads: ShopReads) {
  return readBatch(db, [ownRowOf(db, storeId), ...reads(db, storeId)]) as Promise<
    [OwnRow, ...unknown[]]
  >
}

function found(routing: Routing, [own, ...results]: [OwnRow, ...unknown[]]) {
  const row = own[0]
  if (!row) return null
  const shop: StorefrontShop = {
    // The directory says where the shop lives; the shop's own copy of that column may lag a move.
    // So does a move in progress (`shop:move` marks the directory's row): writes then wait.
    store: { ...row.store, database: routing.store.database, movingTo: routing.store.movingTo },
    suspended: routing.subscription === 'suspended',
    domain: routing.domain,
    showGallery: Boolean(row.showGallery),
  }
  return { shop, results }
}

/**
 * A shop with its subscription status and, when it has a domain in force, that hostname, plus
 * the page's `reads` of its rows: the directory routes (slug or domain, subscription), the
 * shop's database gives its row, authoritative for what the storefront shows (ADR 036), and
 * the page's rows in the same batch. With a route hint for `key`, both databases are asked at
 * once: one round trip. Without one (the first visit of this shop in this isolate) or when the
 * directory contradicts the hint, the shop's database is asked after the directory: two.
 */
export async function findStorefrontFor(
  ctx: LookupCtx,
  key: string,
  where: SQL,
  reads: ShopReads = noReads,
): Promise<FoundStorefront | null> {
  const hint = routes.get(key)
  const speculative = hint ? hintedRead(ctx, hint, reads) : null
  const [routing, guessed] = await Promise.all([routingOf(ctx, where), speculative])
  if (!routing) {
    routes.delete(key)
    return null
  }
  const { id, database } = routing.store
  if (guessed && hint?.id === id && hint.database === database) {
    const answer = found(routing, guessed)
    if (answer) return answer
  }
  const db = shopDatabase(ctx, database)
  const answer = found(routing, await readShop(db, id, reads))
  if (answer) keepRoute(key, id, database)
  else routes.delete(key)
  return answer
}

/** The hinted shop's batch; null when it cannot be sent or fails: the directory then decides. */
function hintedRead(ctx: LookupCtx, hint: { id: string; database: string }, reads: ShopReads) {
  try {
    return readShop(shopDatabase(ctx, hint.database), hint.id, reads).catch(() => null)
  } catch {
    // A binding that is gone (wrangler.toml changed): only the directory's answer counts.
    return null
  }
}

const findStorefrontWhere = async (ctx: LookupCtx, key: string, where: SQL) =>
  (await findStorefrontFor(ctx, key, where))?.shop ?? null

/** Where the storefront of `slug` is looked up (the key of its route hint, and of shop-memo). */
/**
 * The shop of a slug and `plan`'s reads of its database, sent with the shop's row (one round
 * trip with a route hint). The lookup may build the plan twice (a wrong hint, then the shop the
 * directory names): the results it returns are those of the last one built.
 */
export async function findStorefrontReading<T>(ctx: LookupCtx, slug: string, plan: PlanOf<T>) {
  let built: ReadPlan<T> | undefined
  const got = await findStorefrontFor(ctx, slugKey(slug), slugWhere(slug), (db, storeId) => {
    built = plan(db, storeId)
    return built.queries
  })
  return got && built ? { shop: got.shop, along: built.decode([...got.results]) } : null
}

export const slugKey = (slug: string) => `slug:${slug.toLowerCase()}`
export const hostKey = (hostname: string) => `host:${hostname.toLowerCase()}`

export const slugWhere = (slug: string) => eq(stores.slug, slug.toLowerCase())
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
): Promise<StorefrontShop | null> => findStorefrontWhere(ctx, slugKey(slug), slugWhere(slug))

/** The shop a request's Host belongs to; `domain` is null unless that domain is in force. */
export const findStorefrontByHostname = (
  ctx: LookupCtx,
  hostname: string,
): Promise<StorefrontShop | null> =>
  findStorefrontWhere(ctx, hostKey(hostname), hostnameWhere(hostname))
