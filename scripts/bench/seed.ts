import type { Miniflare } from 'miniflare'
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from '../lib/demo-products.ts'
import { productPicture } from '../lib/png.ts'

export const PRODUCT_COUNT = 48

export type BenchShop = { slug: string; productId: string; token: string }

type Json = Record<string, unknown>

/** One call of the real API; anything but the expected status stops the benchmark. */
async function call(
  base: string,
  method: string,
  path: string,
  init: RequestInit,
  expected: number,
) {
  const res = await fetch(`${base}${path}`, { method, ...init })
  if (res.status !== expected)
    throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as Json
}

const png = (bytes: Buffer, name: string) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' })

/**
 * A realistic shop through the real API, as a merchant would build it: a logo, a hero with
 * its picture, four categories and 48 products with one 480 px picture each. The shop is put
 * on the Entreprise plan first (the free plan stops at 10 products).
 */
/** The bench merchant's sign-in (the dashboard's Lighthouse rows sign in with it too). */
export const BENCH_CREDENTIALS = { emailOrPhone: 'bench@boutiko.test', password: 'Bench2026!' }

export async function seedShop(
  base: string,
  mf: Miniflare,
  productCount = PRODUCT_COUNT,
): Promise<BenchShop> {
  const { password } = BENCH_CREDENTIALS
  const credentials = BENCH_CREDENTIALS
  const signup = await fetch(`${base}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Awa',
      lastName: 'Sawadogo',
      identifierType: 'email',
      ...credentials,
      confirmPass: password,
      termCondition: true,
    }),
  })
  if (!signup.ok) throw new Error(`POST /api/signup: ${signup.status} ${await signup.text()}`)
  // Sign-up may answer with a session (201) or ask to sign in (202, address to confirm later).
  const session =
    signup.status === 201
      ? ((await signup.json()) as Json)
      : await call(
          base,
          'POST',
          '/api/signin',
          { headers: { 'content-type': 'application/json' }, body: JSON.stringify(credentials) },
          200,
        )
  const auth = { authorization: `Bearer ${session.token as string}` }
  const json = (body: unknown) => ({
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const upload = async (bytes: Buffer, name: string) => {
    const form = new FormData()
    form.set('file', png(bytes, name))
    return (await call(base, 'POST', '/api/media', { headers: auth, body: form }, 201)).id as string
  }

  const storeForm = new FormData()
  for (const [k, v] of Object.entries({
    name: 'Awa Style',
    phone: '70123456',
    email: 'contact@awastyle.test',
    address: 'Ouagadougou',
    color: '#0f766e',
  }))
    storeForm.set(k, v)
  storeForm.set('logo', png(productPicture(256, '#0f766e', '#134e4a', '#fcd34d', 0), 'logo.png'))
  const store = (await call(base, 'POST', '/api/stores', { headers: auth, body: storeForm }, 201))
    .data as Json
  const db = await mf.getD1Database('DB')
  await db
    .prepare("UPDATE subscriptions SET plan_id = 'pln_entreprise' WHERE store_id = ?")
    .bind(store.id as string)
    .run()

  const heroId = await upload(productPicture(960, '#fde68a', '#f97316', '#7c2d12', 1), 'hero.png')
  await call(
    base,
    'PUT',
    '/api/store/personalization',
    json({
      color: '#0f766e',
      theme: 'classic',
      hero: {
        backgroundId: heroId,
        title: 'La mode de Ouagadougou',
        subtitle: 'Pagnes, boubous et soins naturels, livrés chez vous',
        btntext: 'Voir la boutique',
      },
    }),
    200,
  )

  const categoryIds: string[] = []
  for (const c of DEMO_CATEGORIES) {
    const created = await call(
      base,
      'POST',
      '/api/categories',
      json({ name: c.name, description: c.description }),
      201,
    )
    categoryIds.push(created.id as string)
  }
  let productId = ''
  for (let i = 0; i < productCount; i++) {
    const demo = DEMO_PRODUCTS[i % DEMO_PRODUCTS.length]!
    const [from, to, accent] = DEMO_CATEGORIES[demo.category]!.colors
    const imageId = await upload(productPicture(480, from, to, accent, i), `p${i}.png`)
    const { category, ...input } = demo
    const round = Math.floor(i / DEMO_PRODUCTS.length)
    const created = await call(
      base,
      'POST',
      '/api/products',
      json({
        ...input,
        name: round ? `${demo.name} (${round + 1})` : demo.name,
        categoryId: categoryIds[category],
        imageId,
      }),
      201,
    )
    productId ||= created.id as string
  }
  return { slug: store.slug as string, productId, token: session.token as string }
}
