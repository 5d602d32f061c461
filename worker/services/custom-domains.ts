import { and, eq, gt, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import {
  atelierGallery,
  ateliers,
  type CustomDomainRow,
  customDomains,
  plans,
  type StoreRow,
  stores,
  subscriptions,
} from '../db/schema'
import type { StoreCtx } from '../env'
import { iso } from '../lib/dates'
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

const domainOf = (ctx: StoreCtx) =>
  ctx.db.select().from(customDomains).where(eq(customDomains.storeId, ctx.store.id)).get()

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

/**
 * One domain per shop, on a plan that includes it; a hostname belongs to one shop only
 * (409 CONFLICT otherwise) and never to the platform itself (422). Served once verified.
 */
export async function addDomain(ctx: StoreCtx, input: DomainInput): Promise<CustomDomain> {
  const hostname = input.hostname.trim().toLowerCase().replace(/\.$/, '')
  if (isUnderPlatformHost(ctx.env, hostname))
    throw new ApiError('UNPROCESSABLE', domainMsg.platformHost, issue(domainMsg.platformHost))
  const { limits } = await limitsOf(ctx, ctx.store.id)
  if (!limits.customDomain) throw new ApiError('CONFLICT', domainMsg.notAllowed)
  const row = {
    id: newId('dom'),
    storeId: ctx.store.id,
    hostname,
    verificationToken: newSecretToken(),
  }
  try {
    const created = await ctx.db.insert(customDomains).values(row).returning().get()
    return toCustomDomain(created)
  } catch (err) {
    if (!isConstraintError(err, 'UNIQUE')) throw err
    // Two unique indexes: this shop already has one, or another shop holds the name.
    if (await domainOf(ctx)) throw new ApiError('CONFLICT', domainMsg.alreadyHasDomain)
    throw new ApiError('CONFLICT', domainMsg.taken, issue(domainMsg.taken))
  }
}

/**
 * POST /api/store/domain/verify: looks for the TXT record, then the HTTP file, for real
 * (`fetchFn` is the global fetch in production). Records the outcome either way; a verified
 * domain stays verified.
 */
export async function verifyDomain(ctx: StoreCtx, fetchFn: Fetcher): Promise<CustomDomain> {
  const row = await domainOf(ctx)
  if (!row) throw new ApiError('NOT_FOUND', domainMsg.noDomain)
  if (row.verifiedAt) return toCustomDomain(row)
  const result = await checkOwnership(fetchFn, row.hostname, row.verificationToken)
  const updated = await ctx.db
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
}

/** DELETE /api/store/domain: the shop is served at its platform address again at once. */
export async function removeDomain(ctx: StoreCtx): Promise<void> {
  const deleted = await ctx.db
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

/** In the same query as the shop: an uncached page costs no extra round trip to D1. */
const showsGallery = sql<number>`exists (
  select 1 from ${atelierGallery} join ${ateliers} on ${ateliers.storeId} = ${atelierGallery.storeId}
  where ${atelierGallery.storeId} = ${stores.id} and ${ateliers.enabled} = 1
    and ${ateliers.showGalleryOnStorefront} = 1)`

/** A shop with its subscription status and, when it has a domain in force, that hostname. */
async function findStorefrontWhere(ctx: { db: Db; now: Date }, where: SQL) {
  const row = await ctx.db
    .select({
      store: stores,
      subscription: subscriptions.status,
      domain: sql<
        string | null
      >`case when ${domainInForce(ctx.now)} then ${customDomains.hostname} end`,
      showGallery: showsGallery,
    })
    .from(stores)
    .leftJoin(subscriptions, eq(subscriptions.storeId, stores.id))
    .leftJoin(plans, eq(plans.id, subscriptions.planId))
    .leftJoin(customDomains, eq(customDomains.storeId, stores.id))
    .where(where)
    .get()
  if (!row) return null
  return {
    store: row.store,
    suspended: row.subscription === 'suspended',
    domain: row.domain,
    showGallery: Boolean(row.showGallery),
  }
}

/** As `findStorefront` (one query), plus the hostname the shop is served at, if any. */
export const findStorefrontWithDomain = (
  ctx: { db: Db; now: Date },
  slug: string,
): Promise<StorefrontShop | null> => findStorefrontWhere(ctx, eq(stores.slug, slug.toLowerCase()))

/** The shop a request's Host belongs to; `domain` is null unless that domain is in force. */
export const findStorefrontByHostname = (
  ctx: { db: Db; now: Date },
  hostname: string,
): Promise<StorefrontShop | null> =>
  findStorefrontWhere(ctx, eq(customDomains.hostname, hostname.toLowerCase()))
