import { and, count, eq, inArray, sql } from 'drizzle-orm'
import { batch } from '../db/client'
import { insertWhere } from '../db/conditional'
import { type MediaRow, media, products, type StoreRow, stores } from '../db/schema'
import type { StoreCtx } from '../env'
import { ApiError, type ErrorIssue, fieldError } from '../lib/errors'
import { IMAGE_WIDTHS, type ImageWidth } from '../schemas/image-sizes'
import { msg } from '../schemas/messages'
import {
  type ImageRef,
  isSectionFilled,
  type Personalization,
  type PersonalizationDraft,
  type PersonalizationInput,
  type PersonalizationSettings,
  personalizationMsg as pm,
  type SocialMedia,
} from '../schemas/personalization'
import { DEFAULT_COUNTRY_CODE, internationalPhone } from '../schemas/phone'
import { SOCIAL_NETWORKS, socialLink } from '../schemas/social-links'
import {
  type PublicStore,
  type Store,
  type StoreProfileInput,
  storeProfileMsg,
} from '../schemas/stores'
import { putSizedCopies, sizedKey } from './image-sizes'
import { type ImageRules, MB, mediaUrl, putShopImage, shopMedia } from './media'
import { assertCapabilityOf, limitsOf } from './plan-limits'
import { contactCodesOnChange, shopEmailIssues } from './shops/contacts'
import { writeShop } from './shops/directory-copies'
import {
  bumpStoreVersion,
  loadOwnStore,
  readPersonalization,
  readPixelId,
  readTheme,
  toPublicStore,
} from './stores'

/** Company logo: JPG, PNG or GIF; the dashboard compresses to 1 MB, the server allows 2. */
export const COMPANY_LOGO: ImageRules = {
  maxBytes: 2 * MB,
  kinds: ['jpeg', 'png', 'gif'],
  typeMessage: storeProfileMsg.logoType,
  field: 'file',
}
/** A section picture must be JPEG or PNG; a PDF or GIF cannot fill an image slot. */
const SECTION_IMAGE_TYPES = new Set(['image/jpeg', 'image/png'])

async function storeRow(ctx: StoreCtx): Promise<StoreRow> {
  const row = await ctx.db.select().from(stores).where(eq(stores.id, ctx.store.id)).get()
  if (!row) throw new ApiError('NOT_FOUND', msg.storeNotFound)
  return row
}

/** GET /api/store: the caller's shop with its subscription. */
export async function getMyStore(ctx: StoreCtx): Promise<Store> {
  const store = await loadOwnStore(ctx)
  if (!store) throw new ApiError('NOT_FOUND', msg.storeNotFound)
  return store
}

/**
 * PUT /api/store/profile. The slug is kept (links already shared keep working); an empty
 * phone keeps the current number; the currency is locked once products carry prices in it.
 */
export async function updateStoreProfile(ctx: StoreCtx, input: StoreProfileInput): Promise<Store> {
  const current = await storeRow(ctx)
  const currency = input.currency ?? current.currency
  if (currency !== current.currency) {
    const [row] = await ctx.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.storeId, ctx.store.id))
    if ((row?.n ?? 0) > 0) {
      const message = storeProfileMsg.currencyLocked
      throw fieldError('UNPROCESSABLE', 'currency', message)
    }
  }
  const phone = input.phone?.trim()
    ? internationalPhone(input.phoneCountryCode ?? DEFAULT_COUNTRY_CODE, input.phone)
    : current.phone
  const email = (input.email ?? '').toLowerCase()
  const phoneKept = phone === current.phone && current.phoneVerifiedAt !== null
  const [issue] = await shopEmailIssues(ctx, current.ownerId, email, phoneKept)
  if (issue) throw fieldError('UNPROCESSABLE', issue.path, issue.message)
  // A new e-mail or number is unproven (ADR 014): its verification goes, a code is sent.
  const codes = await contactCodesOnChange(ctx, { ...current, isNew: false }, [
    ...(email !== current.email ? [{ channel: 'email' as const, value: email }] : []),
    ...(phone !== current.phone ? [{ channel: 'whatsapp' as const, value: phone }] : []),
  ])
  await writeShop(ctx, ctx.store, { store: true }, () =>
    batch(ctx.db, [
      ctx.db
        .update(stores)
        .set({
          name: input.name,
          brand: input.brand || null,
          email,
          phone,
          address: input.address || null,
          currency,
          ...(input.timeZone ? { timeZone: input.timeZone } : {}),
          emailVerifiedAt: sql`case when ${stores.email} = ${email} then ${stores.emailVerifiedAt} end`,
          phoneVerifiedAt: sql`case when ${stores.phone} = ${phone} then ${stores.phoneVerifiedAt} end`,
          ...(input.maxOrderQuantity ? { maxOrderQuantity: Number(input.maxOrderQuantity) } : {}),
        })
        .where(eq(stores.id, ctx.store.id)),
      bumpStoreVersion(ctx, ctx.store.id),
      ...codes,
    ]),
  )
  return getMyStore(ctx)
}

/** POST /api/store/logo: checked by its bytes, stored under a new key, swapped in one batch. */
export async function updateStoreLogo(
  ctx: StoreCtx,
  file: File,
  copies?: Partial<Record<ImageWidth, File>>,
): Promise<Store> {
  // With its small copies, what pages show: a 40 px logo never loads a phone photo (issue 27).
  const rows = await putShopImage(ctx, ctx.store.id, file, COMPANY_LOGO, copies)
  await writeShop(ctx, ctx.store, { store: true }, () =>
    batch(ctx.db, [
      ctx.db.insert(media).values(rows),
      ctx.db.update(stores).set({ logoKey: rows[0].key }).where(eq(stores.id, ctx.store.id)),
      bumpStoreVersion(ctx, ctx.store.id),
    ]),
  )
  return getMyStore(ctx)
}

/**
 * POST /api/store/logo/copies: the small copies of a logo uploaded before logos had them
 * (ADR 058), drawn by the owner's dashboard from the logo itself, the first time it opens.
 * Checked like an upload's (`putSizedCopies`: each must be the logo at its width), stored next
 * to it under the URLs pages already name, so `/media` serves them instead of the original
 * from then on: no page changes, no cache to clear. `logoUrl` is the logo they were drawn
 * from: one changed meanwhile is refused. Copies already there are kept, not stored twice:
 * their widths are left out before anything is put in R2.
 */
export async function addLogoCopies(
  ctx: StoreCtx,
  logoUrl: string,
  copies: Partial<Record<ImageWidth, File>>,
): Promise<Store> {
  const row = await storeRow(ctx)
  if (!row.logoKey || mediaUrl(row.logoKey) !== logoUrl)
    throw fieldError('CONFLICT', 'logoUrl', storeProfileMsg.logoChanged)
  const key = row.logoKey
  // The logo's row and those of the copies it already has, in one read.
  const copyKeys = IMAGE_WIDTHS.map((width) => sizedKey(key, width))
  const found = await ctx.db
    .select()
    .from(media)
    .where(and(eq(media.storeId, ctx.store.id), inArray(media.key, [key, ...copyKeys])))
    .all()
  const logo = found.find((m) => m.key === key)
  if (!logo || (logo.contentType !== 'image/jpeg' && logo.contentType !== 'image/png'))
    return getMyStore(ctx)
  const missing = { ...copies }
  for (const width of IMAGE_WIDTHS)
    if (found.some((m) => m.key === sizedKey(key, width))) delete missing[width]
  const info = {
    kind: logo.contentType === 'image/png' ? 'png' : 'jpeg',
    contentType: logo.contentType,
    ext: key.slice(-3),
    width: logo.width,
    height: logo.height,
  } as const
  const rows = await putSizedCopies(ctx, { ...logo, storeId: ctx.store.id }, info, missing)
  if (rows.length)
    await batch(
      ctx.db,
      rows.map((copy) =>
        insertWhere(
          ctx.db,
          media,
          copy,
          sql`not exists (select 1 from ${media} where ${media.storeId} = ${ctx.store.id} and ${media.key} = ${copy.key})`,
        ),
      ),
    )
  return getMyStore(ctx)
}

function toSettings(row: StoreRow): PersonalizationSettings {
  return {
    ...readPersonalization(row.personalization),
    color: row.color,
    theme: readTheme(row.theme),
    facebookPixelId: readPixelId(row.facebookPixelId),
  }
}

export async function getPersonalization(ctx: StoreCtx): Promise<PersonalizationSettings> {
  return toSettings(await storeRow(ctx))
}

const toRef = (row: MediaRow): ImageRef => ({
  id: row.id,
  url: mediaUrl(row.key),
  width: row.width,
  height: row.height,
})

/**
 * The draft's pictures, each checked to be one of this shop's uploads (another shop's id is
 * NOT_FOUND) and a JPEG or PNG. URLs are copied into the JSON so storefronts need no join.
 */
async function resolveImages(ctx: StoreCtx, draft: PersonalizationDraft) {
  const heroId = draft.hero?.backgroundId || null
  const aboutIds = draft.about?.imageIds ?? []
  const byId = await shopMedia(
    ctx,
    [heroId, ...aboutIds].filter((id): id is string => Boolean(id)),
  )
  const missing: ErrorIssue[] = []
  const wrongType: ErrorIssue[] = []
  const check = (id: string, path: string, typeMessage: string) => {
    const row = byId.get(id)
    if (!row) missing.push({ path, message: pm.imageNotFound })
    else if (!SECTION_IMAGE_TYPES.has(row.contentType))
      wrongType.push({ path, message: typeMessage })
    else return toRef(row)
    return null
  }
  const background = heroId ? check(heroId, 'hero.backgroundId', pm.backgroundType) : null
  const images = aboutIds.map((id, i) => check(id, `about.imageIds.${i}`, pm.aboutImageType))
  if (missing.length) throw new ApiError('NOT_FOUND', pm.imageNotFound, missing)
  if (wrongType.length) throw new ApiError('UNPROCESSABLE', msg.checkFields, wrongType)
  return { background, images: images.filter((i): i is ImageRef => i !== null) }
}

function buildPersonalization(
  draft: PersonalizationDraft,
  images: Awaited<ReturnType<typeof resolveImages>>,
): Personalization {
  const { hero, about, callToAction: cta } = draft
  const social = draft.socialMedia ?? {}
  return {
    hero:
      hero && isSectionFilled(hero)
        ? {
            background: images.background,
            title: hero.title,
            subtitle: hero.subtitle,
            btntext: hero.btntext,
          }
        : null,
    about:
      about && isSectionFilled(about)
        ? {
            images: images.images,
            title: about.title,
            description: about.description,
            btntext: about.btntext,
          }
        : null,
    callToAction:
      cta && isSectionFilled(cta)
        ? { title: cta.title, description: cta.description, btntext: cta.btntext }
        : null,
    socialMedia: Object.fromEntries(
      SOCIAL_NETWORKS.map((k) => [k, socialLink(k, social[k] ?? '')]),
    ) as SocialMedia,
  }
}

/**
 * A Facebook pixel is the plan's to give (issue 26): setting or changing one on a plan without
 * it is refused (403 beside the field, with the way up). The id already saved stays savable,
 * so a shop that went down a plan keeps it (unused by its storefront) and can edit the rest.
 */
async function assertPixelAllowed(ctx: StoreCtx, pixelId: string | null) {
  if (!pixelId) return
  const [saved, inForce] = await Promise.all([
    ctx.db
      .select({ pixel: stores.facebookPixelId })
      .from(stores)
      .where(eq(stores.id, ctx.store.id))
      .get(),
    limitsOf(ctx, ctx.store.id),
  ])
  if (saved?.pixel === pixelId) return
  assertCapabilityOf(inForce, 'facebookPixel', 'facebookPixelId')
}

/** PUT /api/store/personalization: replaces the whole personalization; bumps the cache key. */
export async function updatePersonalization(
  ctx: StoreCtx,
  input: PersonalizationInput,
): Promise<PersonalizationSettings> {
  const [images] = await Promise.all([
    resolveImages(ctx, input),
    assertPixelAllowed(ctx, input.facebookPixelId || null),
  ])
  const personalization = buildPersonalization(input, images)
  await writeShop(ctx, ctx.store, { store: true }, () =>
    batch(ctx.db, [
      ctx.db
        .update(stores)
        .set({
          personalization,
          color: input.color.toLowerCase(),
          theme: input.theme,
          facebookPixelId: input.facebookPixelId || null,
        })
        .where(eq(stores.id, ctx.store.id)),
      bumpStoreVersion(ctx, ctx.store.id),
    ]),
  )
  return getPersonalization(ctx)
}

/**
 * POST /api/store/preview: the shop as its storefront would show it with this draft, saved
 * nowhere (the route renders it). The pixel is left out: a preview must not report page views
 * to Facebook.
 */
export async function previewPersonalization(
  ctx: StoreCtx,
  draft: PersonalizationDraft,
): Promise<{ row: StoreRow; shop: PublicStore }> {
  const row = await storeRow(ctx)
  const personalization = buildPersonalization(draft, await resolveImages(ctx, draft))
  const shop = {
    ...toPublicStore(row),
    ...personalization,
    aboutTitle: personalization.about?.title || null,
    color: draft.color.toLowerCase(),
    theme: draft.theme,
    facebookPixelId: null,
  }
  return { row, shop }
}
