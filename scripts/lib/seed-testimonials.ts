import { eq } from 'drizzle-orm'
import { users } from '../../worker/db/schema/index.ts'
import type { RequestCtx, StoreCtx, UserCtx } from '../../worker/env.ts'
import { ApiError } from '../../worker/lib/errors.ts'
import { signup } from '../../worker/services/auth.ts'
import { onDirectory } from '../../worker/services/context.ts'
import { uploadStoreImage } from '../../worker/services/media.ts'
import { createReferral } from '../../worker/services/referrals.ts'
import { createStore } from '../../worker/services/stores.ts'
import { createTestimonial } from '../../worker/services/testimonials.ts'
import { productPicture } from './png.ts'

const REFERRED_PASSWORD = 'Filleul2026!'

/** A customer's photo of their purchase (a PNG drawn on the fly, as for the catalogue). */
const photo = (i: number) =>
  new File(
    [new Uint8Array(productPicture(360, '#fde68a', '#b45309', '#7c2d12', i))],
    `avis-${i}.png`,
    { type: 'image/png' },
  )

/**
 * Six testimonials on the demo products (text, photos, videos), then the demo merchant's
 * referrals: two merchants who signed up with their code (one already has a shop) and two
 * invitations still pending.
 */
export async function seedTestimonials(
  ctx: StoreCtx,
  ids: { productIds: string[]; categoryIds: string[] },
) {
  const product = (i: number) => ids.productIds[i % ids.productIds.length]!
  const base = (i: number, name: string, rating: number) => ({
    productId: product(i),
    name,
    rating,
  })
  const image = async (i: number) => (await uploadStoreImage(ctx, photo(i))).id
  const inputs = [
    {
      ...base(0, 'Fatimata Kaboré', 5),
      kind: 'text' as const,
      text: 'Le boubou est magnifique, la broderie est très fine. Livré à Ouaga en deux jours !',
    },
    {
      ...base(1, 'Issouf Traoré', 4),
      kind: 'text' as const,
      text: 'Belle robe, tissu de qualité. La taille M taille un peu petit.',
    },
    { ...base(1, 'Mariam Zongo', 5), kind: 'image' as const, mediaId: await image(1) },
    {
      ...base(2, 'Abdoulaye Sanou', 5),
      kind: 'video' as const,
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    },
    { ...base(3, 'Aïcha Ouattara', 4), kind: 'image' as const, mediaId: await image(2) },
    {
      ...base(4, 'Rasmané Compaoré', 3),
      kind: 'video' as const,
      videoUrl: 'https://fb.watch/boutiko-demo/',
    },
  ]
  for (const input of inputs) await createTestimonial(ctx, input)
  await seedReferrals(ctx)
}

async function ensureReferred(
  ctx: RequestCtx,
  code: string,
  person: { firstName: string; lastName: string; email: string },
): Promise<UserCtx> {
  const existing = await ctx.directory
    .select()
    .from(users)
    .where(eq(users.email, person.email))
    .get()
  if (existing) return { ...ctx, user: { id: existing.id, role: existing.role } }
  const s = await signup(ctx, {
    ...person,
    identifierType: 'email',
    emailOrPhone: person.email,
    password: REFERRED_PASSWORD,
    confirmPass: REFERRED_PASSWORD,
    termCondition: true,
    referralCode: code,
  })
  return { ...ctx, user: { id: s.user.id, role: s.user.role } }
}

/** Re-running the seed must not fail on what a previous run already created. */
const unlessExists = (err: unknown) => {
  if (!(err instanceof ApiError && err.code === 'CONFLICT')) throw err
}

async function seedReferrals(ctx: StoreCtx) {
  const me = (await ctx.directory.select().from(users).where(eq(users.id, ctx.user.id)).get())!
  // Sign-ups are the directory's: a ctx acting for no shop (ADR 036).
  const base: RequestCtx = { ...onDirectory(ctx), user: null, store: null }
  const salif = await ensureReferred(base, me.referralCode, {
    firstName: 'Salif',
    lastName: 'Ouédraogo',
    email: 'salif@boutiko.test',
  })
  const shop = {
    name: 'Salif Électro',
    phoneCountryCode: '226',
    phone: '71234567',
    email: 'contact@salif-electro.test',
    currency: 'XOF' as const,
  }
  await createStore(salif, shop, null).catch(unlessExists)
  await ensureReferred(base, me.referralCode, {
    firstName: 'Bintou',
    lastName: 'Sawadogo',
    email: 'bintou@boutiko.test',
  })
  const owner: UserCtx = { ...ctx, user: ctx.user }
  for (const contact of ['+226 75 11 22 33', 'kadi.some@exemple.bf'])
    await createReferral(owner, { contact }).catch(unlessExists)
}
