import { and, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm'
import type { DirectoryDb, ShopDb } from '../db/client'
import { batch } from '../db/client'
import { countShopOn, placeNewShop, shopDatabase, withShop } from '../db/databases'
import { media, plans, type StoreRow, stores, subscriptions, users } from '../db/schema'
import { mirrorUser, shopIsOnDirectory } from '../db/shop-copies'
import type { RequestCtx, ShopDatabaseCtx, StoreCtx, StoreRef, UserCtx } from '../env'
import { iso } from '../lib/dates'
import { ApiError, isConstraintError } from '../lib/errors'
import { newId } from '../lib/ids'
import { firstFreeSlug, slugify } from '../lib/slug'
import type { ImageWidth } from '../schemas/image-sizes'
import { msg } from '../schemas/messages'
import { DEFAULT_CURRENCY } from '../schemas/money'
import { adminNotice } from '../schemas/notices'
import {
  type ImageRef,
  type Personalization,
  type SocialMedia,
  THEME_NAMES,
  type ThemeName,
} from '../schemas/personalization'
import { DEFAULT_COUNTRY_CODE, internationalPhone } from '../schemas/phone'
import { SOCIAL_NETWORKS, socialLink } from '../schemas/social-links'
import type { PublicStore, Store, StoreCreateInput, SubscriptionStatus } from '../schemas/stores'
import { timeZoneOfPhone } from '../schemas/time-zones'
import { mediaUrl, putShopImage, STORE_LOGO } from './media'
import { notifyAdmins } from './notifications'
import { contactCodesOnChange } from './shops/contacts'

const DEFAULT_STORE_COLOR = '#0f766e'

type SubscriptionSummary = {
  status: SubscriptionStatus
  planCode: string
  endsAt: Date | null
}

function toStore(row: StoreRow, sub?: SubscriptionSummary | null, logoNeedsCopies = false): Store {
  return {
    id: row.id,
    ownerId: row.ownerId,
    name: row.name,
    slug: row.slug,
    phone: row.phone,
    email: row.email,
    address: row.address,
    brand: row.brand,
    currency: row.currency,
    timeZone: row.timeZone,
    color: row.color,
    logoUrl: row.logoKey ? mediaUrl(row.logoKey) : null,
    logoNeedsCopies,
    maxOrderQuantity: row.maxOrderQuantity,
    url: `/${row.slug}/home`,
    subscription: {
      status: sub?.status ?? 'active',
      plan: sub?.planCode ?? 'free',
      endDate: iso(sub?.endsAt),
    },
    createdAt: iso(row.createdAt)!,
  }
}

export function toPublicStore(row: StoreRow): PublicStore {
  const {
    ownerId: _o,
    url: _u,
    subscription: _s,
    createdAt: _c,
    logoNeedsCopies: _l,
    ...shown
  } = toStore(row)
  const p = readPersonalization(row.personalization)
  return {
    ...shown,
    aboutTitle: p.about?.title || null,
    socialMedia: p.socialMedia,
    hero: p.hero,
    about: p.about,
    callToAction: p.callToAction,
    facebookPixelId: readPixelId(row.facebookPixelId),
    theme: readTheme(row.theme),
  }
}

export const readPixelId = (value: string | null) =>
  value && /^\d{5,20}$/.test(value) ? value : null

export const readTheme = (value: string): ThemeName =>
  (THEME_NAMES as readonly string[]).includes(value) ? (value as ThemeName) : 'classic'

const str = (v: unknown) => (typeof v === 'string' ? v : '')
const record = (v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null

function readImage(v: unknown): ImageRef | null {
  const r = record(v)
  if (!r || typeof r.id !== 'string' || typeof r.url !== 'string') return null
  if (!r.url.startsWith('/media/')) return null
  return { id: r.id, url: r.url, width: Number(r.width) || 1, height: Number(r.height) || 1 }
}

/**
 * `stores.personalization` as written by updatePersonalization, read defensively: a shop
 * created before personalization existed holds `{}`, and a broken section is dropped
 * rather than breaking the storefront.
 */
export function readPersonalization(raw: unknown): Personalization {
  const p = record(raw) ?? {}
  const hero = record(p.hero)
  const about = record(p.about)
  const cta = record(p.callToAction)
  const social = record(p.socialMedia) ?? {}
  const socialMedia = Object.fromEntries(
    // Links saved before socialLink existed (or by hand) reach the themes clean, or not at all.
    SOCIAL_NETWORKS.map((k) => [k, socialLink(k, str(social[k]))]),
  ) as SocialMedia
  return {
    hero: hero?.title
      ? {
          background: readImage(hero.background),
          title: str(hero.title),
          subtitle: str(hero.subtitle),
          btntext: str(hero.btntext),
        }
      : null,
    about: about?.title
      ? {
          images: (Array.isArray(about.images) ? about.images : [])
            .map(readImage)
            .filter((i): i is ImageRef => i !== null),
          title: str(about.title),
          description: str(about.description),
          btntext: str(about.btntext),
        }
      : null,
    callToAction: cta?.title
      ? { title: str(cta.title), description: str(cta.description), btntext: str(cta.btntext) }
      : null,
    socialMedia,
  }
}

export const toStoreRef = (row: StoreRow): StoreRef => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  currency: row.currency,
  timeZone: row.timeZone,
  database: row.database,
})

/** Slugs are unique across shops: the directory's routing rows decide (ADR 036). */
async function freeSlug(ctx: RequestCtx, name: string): Promise<string> {
  const base = slugify(name)
  const rows = await ctx.directory
    .select({ slug: stores.slug })
    .from(stores)
    // `base` and `base-…` as a range on the slug index (slugs are [a-z0-9-]; '.' follows '-'):
    // a LIKE would read every shop's slug (ADR 034).
    .where(
      or(eq(stores.slug, base), and(gte(stores.slug, `${base}-`), lt(stores.slug, `${base}.`))),
    )
  return firstFreeSlug(base, new Set(rows.map((r) => r.slug)))
}

/** "Configurer Votre Boutique": one shop per merchant, with a unique slug from its name. */
export async function createStore(
  ctx: UserCtx,
  input: StoreCreateInput,
  logo: File | null,
  logoCopies?: Partial<Record<ImageWidth, File>>,
): Promise<Store> {
  // The directory holds every shop's routing row: one shop per owner, one slug per shop.
  if (await ownedShopId(ctx.directory, ctx.user.id)) throw new ApiError('CONFLICT', msg.storeExists)
  const storeId = newId('sto')
  // Pages show the logo at 40 px: its small copies spare a new shop's home 1 MB (issue 27).
  const logoRows = logo ? await putShopImage(ctx, storeId, logo, STORE_LOGO, logoCopies) : []
  const owner = await ctx.directory.select().from(users).where(eq(users.id, ctx.user.id)).get()
  if (!owner) throw new ApiError('UNAUTHORIZED', msg.unauthorized)
  // Where the shop will live, recorded with it and counted with its routing row (ADR 036).
  const database = await placeNewShop(ctx.directory, ctx.env, storeId)
  for (let attempt = 0; ; attempt++) {
    const slug = await freeSlug(
      ctx,
      attempt === 0 ? input.name : `${input.name}-${newId('sto').slice(4, 8)}`,
    )
    const phone = internationalPhone(input.phoneCountryCode ?? DEFAULT_COUNTRY_CODE, input.phone)
    const values = {
      id: storeId,
      ownerId: ctx.user.id,
      name: input.name,
      slug,
      phone,
      // The shop's clock starts as its country's, known by its number (ADR 048).
      timeZone: timeZoneOfPhone(phone),
      email: (input.email ?? '').toLowerCase(),
      address: input.address || null,
      brand: input.brand || null,
      currency: input.currency ?? DEFAULT_CURRENCY,
      color: input.color ?? DEFAULT_STORE_COLOR,
      logoKey: logoRows[0]?.key ?? null,
      database,
    }
    const shop = withShop(ctx, toStoreRef(values as StoreRow))
    const codes = await contactCodesOnChange(
      shop,
      { id: storeId, ownerId: ctx.user.id, isNew: true },
      [
        { channel: 'email', value: values.email },
        { channel: 'whatsapp', value: values.phone },
      ],
    )
    const onDirectory = shopIsOnDirectory(database)
    // (1) The shop's own rows, in its database: nothing routes to them yet.
    const shopRows = [
      ...(onDirectory ? [] : [mirrorUser(shop.db, owner)]),
      shop.db.insert(stores).values(values),
      ...(logoRows.length ? [shop.db.insert(media).values(logoRows)] : []),
      // After the shop's row: the codes proving its contacts (ADR 014).
      ...codes,
    ]
    // (2) Its routing row, subscription and count in the directory: published last.
    const routing = [
      ...(onDirectory ? [] : [ctx.directory.insert(stores).values(values)]),
      countShopOn(ctx.directory, database),
      // A new shop starts on the free plan, active (it never ends).
      ctx.directory.insert(subscriptions).values({
        id: newId('sub'),
        storeId,
        planId: FREE_PLAN_ID,
        status: 'active',
        startedAt: ctx.now,
      }),
      notifyAdmins(ctx, {
        type: 'stores',
        relatedId: storeId,
        ...adminNotice.newStore(input.name),
      }),
    ]
    try {
      if (onDirectory) await batch(ctx.directory, [...shopRows, ...routing])
      else {
        await batch(shop.db, shopRows)
        await batch(ctx.directory, routing).catch(async (err) => {
          // Unrouted, the rows of (1) are invisible; taking them back lets a retry place again.
          await dropUnroutedShop(shop.db, storeId)
          throw err
        })
      }
      return loadStore(shop, eq(stores.id, storeId)) as Promise<Store>
    } catch (err) {
      if (!isConstraintError(err, 'UNIQUE')) throw err
      // Same owner twice (double submit) or a slug taken in between: the index decides.
      if (await ownedShopId(ctx.directory, ctx.user.id))
        throw new ApiError('CONFLICT', msg.storeExists)
      if (attempt >= 2) throw err
    }
  }
}

const ownedShopId = (directory: DirectoryDb, ownerId: string) =>
  directory.select({ id: stores.id }).from(stores).where(eq(stores.ownerId, ownerId)).get()

/** The rows a shop creation wrote in its database before its routing row failed. */
const dropUnroutedShop = (shopDb: ShopDb, storeId: string) =>
  // Its logo's row and contact codes go with it (foreign keys on delete cascade).
  shopDb.delete(stores).where(eq(stores.id, storeId))

export const FREE_PLAN_ID = 'pln_free'

/** A paid period whose end has passed reads as expired even before the nightly job records it. */
export function effectiveStatus(
  status: SubscriptionStatus,
  endsAt: Date | null,
  now: Date,
): SubscriptionStatus {
  return status === 'active' && endsAt && endsAt.getTime() <= now.getTime() ? 'expired' : status
}

/**
 * A shop with its subscription (status, plan code and end date): the routing row and the
 * subscription from the directory, then the shop's own row from its database (authoritative).
 */
export async function loadStore(ctx: RequestCtx, where: SQL): Promise<Store | null> {
  const row = await ctx.directory
    .select({
      store: stores,
      status: subscriptions.status,
      planCode: plans.code,
      endsAt: subscriptions.endsAt,
    })
    .from(stores)
    .leftJoin(subscriptions, eq(subscriptions.storeId, stores.id))
    .leftJoin(plans, eq(plans.id, subscriptions.planId))
    .where(where)
    .get()
  if (!row) return null
  const own = shopIsOnDirectory(row.store.database)
    ? row.store
    : await shopDatabase(ctx, row.store.database)
        .select()
        .from(stores)
        .where(eq(stores.id, row.store.id))
        .get()
  return toStore(
    own ?? row.store,
    row.status && row.planCode
      ? {
          status: effectiveStatus(row.status, row.endsAt, ctx.now),
          planCode: row.planCode,
          endsAt: row.endsAt,
        }
      : null,
  )
}

/**
 * The caller's own shop, whose database the account's read already gave (`ctx.store`): its
 * subscription from the directory and its row from its database, at once (ADR 044).
 */
export async function loadOwnStore(ctx: StoreCtx): Promise<Store | null> {
  const [sub, own] = await Promise.all([
    ctx.directory
      .select({ status: subscriptions.status, planCode: plans.code, endsAt: subscriptions.endsAt })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(eq(subscriptions.storeId, ctx.store.id))
      .get(),
    ctx.db
      .select({ store: stores, logoNeedsCopies: logoWithoutCopies })
      .from(stores)
      .where(eq(stores.id, ctx.store.id))
      .get(),
  ])
  if (!own) return null
  return toStore(
    own.store,
    sub
      ? {
          status: effectiveStatus(sub.status, sub.endsAt, ctx.now),
          planCode: sub.planCode,
          endsAt: sub.endsAt,
        }
      : null,
    Boolean(own.logoNeedsCopies),
  )
}

/**
 * A JPEG or PNG logo wider than the smallest copy, without its 320 px copy: uploaded before
 * logos had copies (ADR 058). In the same read as the shop's row, so the copy's key is
 * image-sizes.ts `sizedKey` spelled in SQL (the logo is a `.jpg` or `.png`). Both lookups use
 * the `media_store_key_idx` index.
 */
const logoWithoutCopies = sql<number>`exists (select 1 from ${media} m where m.store_id = "stores"."id"
    and m.key = "stores"."logo_key" and m.width > 320 and m.content_type in ('image/jpeg', 'image/png'))
  and not exists (select 1 from ${media} c where c.store_id = "stores"."id"
    and c.key = substr("stores"."logo_key", 1, length("stores"."logo_key") - 4) || '-w320' || substr("stores"."logo_key", -4))`

/** GET /api/stores/:userId — a merchant sees only their own shop; admins see any. */
export async function getStoreOfUser(ctx: UserCtx, userId: string): Promise<Store> {
  if (ctx.user.role !== 'admin' && userId !== ctx.user.id)
    throw new ApiError('NOT_FOUND', msg.storeNotFound)
  const store =
    ctx.store && userId === ctx.user.id
      ? await loadOwnStore(ctx as StoreCtx)
      : await loadStore(ctx, eq(stores.ownerId, userId))
  if (!store) throw new ApiError('NOT_FOUND', msg.storeNotFound)
  return store
}

/** Anything a storefront shows changed: the next render gets a new edge-cache key. */
export function bumpStoreVersion(ctx: ShopDatabaseCtx, storeId: string) {
  return ctx.db
    .update(stores)
    .set({ version: sql`${stores.version} + 1`, updatedAt: ctx.now })
    .where(eq(stores.id, storeId))
}
