import { and, eq, isNotNull, isNull, lt, ne } from 'drizzle-orm'
import type { DirectoryDb } from '../db/client'
import { type CustomDomainRow, customDomains } from '../db/schema'
import type { StoreCtx } from '../env'
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
export async function releaseExpiredDomainClaims(ctx: {
  directory: DirectoryDb
  now: Date
}): Promise<void> {
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
