import { eq, like, or, sql } from 'drizzle-orm'
import { batch } from '../db/client'
import { media, type StoreRow, stores } from '../db/schema'
import type { RequestCtx, StoreRef, UserCtx } from '../env'
import { iso } from '../lib/dates'
import { ApiError, isConstraintError } from '../lib/errors'
import { newId } from '../lib/ids'
import { firstFreeSlug, slugify } from '../lib/slug'
import { internationalPhone } from '../schemas/fields'
import { msg } from '../schemas/messages'
import { DEFAULT_CURRENCY } from '../schemas/money'
import type { PublicStore, Store, StoreCreateInput } from '../schemas/stores'
import { inspectImage, mediaUrl, putImage, STORE_LOGO } from './media'
import { notifyAdmins } from './notifications'

export const DEFAULT_STORE_COLOR = '#0f766e'

export function toStore(row: StoreRow): Store {
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
    color: row.color,
    logoUrl: row.logoKey ? mediaUrl(row.logoKey) : null,
    url: `/${row.slug}/home`,
    subscription: {
      status: row.status === 'suspended' ? 'suspended' : 'active',
      plan: 'free',
      endDate: null,
    },
    createdAt: iso(row.createdAt)!,
  }
}

export function toPublicStore(row: StoreRow): PublicStore {
  const { ownerId: _o, url: _u, subscription: _s, createdAt: _c, ...shown } = toStore(row)
  return {
    ...shown,
    aboutTitle: null,
    socialMedia: { whatsapp: null, facebook: null, youtube: null, instagram: null, tiktok: null },
  }
}

export const toStoreRef = (row: StoreRow): StoreRef => ({
  id: row.id,
  slug: row.slug,
  currency: row.currency,
})

async function freeSlug(ctx: RequestCtx, name: string): Promise<string> {
  const base = slugify(name)
  const rows = await ctx.db
    .select({ slug: stores.slug })
    .from(stores)
    .where(or(eq(stores.slug, base), like(stores.slug, `${base}-%`)))
  return firstFreeSlug(base, new Set(rows.map((r) => r.slug)))
}

/** "Configurer Votre Boutique": one shop per merchant, with a unique slug from its name. */
export async function createStore(
  ctx: UserCtx,
  input: StoreCreateInput,
  logo: File | null,
): Promise<Store> {
  if (
    await ctx.db.select({ id: stores.id }).from(stores).where(eq(stores.ownerId, ctx.user.id)).get()
  ) {
    throw new ApiError('CONFLICT', msg.storeExists)
  }
  const image = logo ? await inspectImage(logo, STORE_LOGO) : null
  const storeId = newId('sto')
  const logoRow = image ? await putImage(ctx, storeId, image) : null
  for (let attempt = 0; ; attempt++) {
    const slug = await freeSlug(
      ctx,
      attempt === 0 ? input.name : `${input.name}-${newId('sto').slice(4, 8)}`,
    )
    const values = {
      id: storeId,
      ownerId: ctx.user.id,
      name: input.name,
      slug,
      phone: internationalPhone(input.phoneCountryCode ?? '226', input.phone),
      email: input.email.toLowerCase(),
      address: input.address || null,
      brand: input.brand || null,
      currency: input.currency ?? DEFAULT_CURRENCY,
      color: input.color ?? DEFAULT_STORE_COLOR,
      logoKey: logoRow?.key ?? null,
    }
    try {
      await batch(ctx.db, [
        ctx.db.insert(stores).values(values),
        ...(logoRow ? [ctx.db.insert(media).values(logoRow)] : []),
        notifyAdmins(ctx, {
          type: 'stores',
          relatedId: storeId,
          title: 'Nouvelle boutique',
          body: `La boutique « ${input.name} » vient d'être créée.`,
        }),
      ])
      return toStore((await ctx.db.select().from(stores).where(eq(stores.id, storeId)).get())!)
    } catch (err) {
      if (!isConstraintError(err, 'UNIQUE')) throw err
      // Same owner twice (double submit) or a slug taken in between: the index decides.
      if (
        await ctx.db
          .select({ id: stores.id })
          .from(stores)
          .where(eq(stores.ownerId, ctx.user.id))
          .get()
      ) {
        throw new ApiError('CONFLICT', msg.storeExists)
      }
      if (attempt >= 2) throw err
    }
  }
}

/** GET /api/stores/:userId — a merchant sees only their own shop; admins see any. */
export async function getStoreOfUser(ctx: UserCtx, userId: string): Promise<Store> {
  if (ctx.user.role !== 'admin' && userId !== ctx.user.id)
    throw new ApiError('NOT_FOUND', 'Boutique introuvable')
  const row = await ctx.db.select().from(stores).where(eq(stores.ownerId, userId)).get()
  if (!row) throw new ApiError('NOT_FOUND', 'Boutique introuvable')
  return toStore(row)
}

export async function findStoreBySlug(ctx: RequestCtx, slug: string): Promise<StoreRow | null> {
  return (
    (await ctx.db.select().from(stores).where(eq(stores.slug, slug.toLowerCase())).get()) ?? null
  )
}

/** Anything a storefront shows changed: the next render gets a new edge-cache key. */
export function bumpStoreVersion(ctx: RequestCtx, storeId: string) {
  return ctx.db
    .update(stores)
    .set({ version: sql`${stores.version} + 1`, updatedAt: ctx.now })
    .where(eq(stores.id, storeId))
}
