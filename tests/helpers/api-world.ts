import type { ZodType } from 'zod'
import { PasswordChangeInput, ProfileInput } from '#worker/schemas/account.ts'
import { ProductModerationInput, ShopStatusInput, UserStatusInput } from '#worker/schemas/admin.ts'
import * as auth from '#worker/schemas/auth.ts'
import { CategoryInput, ProductInput } from '#worker/schemas/catalog.ts'
import { CustomerInput } from '#worker/schemas/customers.ts'
import { DomainInput } from '#worker/schemas/domains.ts'
import { OrderCreateInput, OrderStatusInput } from '#worker/schemas/orders.ts'
import { PersonalizationDraft, PersonalizationInput } from '#worker/schemas/personalization.ts'
import * as plans from '#worker/schemas/plans.ts'
import { ReferralInput } from '#worker/schemas/referrals.ts'
import { StoreProfileInput } from '#worker/schemas/stores.ts'
import { TestimonialInput } from '#worker/schemas/testimonials.ts'
import { createApp } from '../../worker/app.ts'
import {
  api,
  createAdmin,
  createTenant,
  db,
  orderBody,
  placeOrder,
  readJson,
  seedCategory,
  seedProduct,
} from './worker.ts'

// The API's routes as the fuzz test sees them: read from the app, the write routes sorted into
// JSON (with the schema that validates them), multipart uploads and bodiless routes; and a
// "world" with a real row behind every path parameter and a token for every role.

/** Every POST, PUT and PATCH under /api, read from the app: a route added tomorrow is fuzzed. */
export const WRITE_ROUTES = [
  ...new Set(
    createApp()
      .routes.filter((r) => /^(POST|PUT|PATCH)$/.test(r.method) && r.path.startsWith('/api/'))
      .map((r) => `${r.method} ${r.path}`),
  ),
].sort()

/** Every GET under /api without a path parameter: the lists and their query strings. */
export const LIST_ROUTES = [
  ...new Set(
    createApp()
      .routes.filter(
        (r) => r.method === 'GET' && r.path.startsWith('/api/') && !r.path.includes(':'),
      )
      .map((r) => `${r.method} ${r.path}`),
  ),
].sort()

/** The HTML forms (public site and storefronts): every POST outside /api but the catch-all. */
export const FORM_ROUTES = [
  ...new Set(
    createApp()
      .routes.filter(
        (r) => r.method === 'POST' && !r.path.startsWith('/api/') && !r.path.endsWith('*'),
      )
      .map((r) => `${r.method} ${r.path}`),
  ),
].sort()

/** Multipart uploads (the 6 MB limit of routes/index.ts), checked for size only. */
export const UPLOADS = [
  'POST /api/media',
  'POST /api/stores',
  'POST /api/account/photo',
  'POST /api/store/logo',
]
/** Routes that read no body: garbage sent to them must still never answer 5xx. */
export const NO_BODY = [
  'POST /api/logout',
  'POST /api/verify/resend',
  'POST /api/store/domain/verify',
  'PUT /api/notifications/:id',
  'PUT /api/admin-notifications/:id',
  'PATCH /api/enquiries/:id/read',
  'PATCH /api/admin/overview/messages/:id/read',
  'POST /api/admin/subscriptions/requests/:id/approve',
]
/** The schema each JSON route validates with: a body it accepts is not an invalid body. */
export const SCHEMAS: Record<string, ZodType> = {
  'POST /api/signup': auth.SignupInput,
  'POST /api/signin': auth.SigninInput,
  'POST /api/verify': auth.VerifyInput,
  'POST /api/password/forgot': auth.ForgotInput,
  'POST /api/password/reset': auth.ResetInput,
  'POST /api/refresh': auth.RefreshInput,
  'POST /api/publics/:slug/orders': OrderCreateInput,
  'PUT /api/account/profile': ProfileInput,
  'PUT /api/account/password': PasswordChangeInput,
  'POST /api/categories': CategoryInput,
  'PUT /api/categories/:id': CategoryInput,
  'POST /api/products': ProductInput,
  'PUT /api/products/:id': ProductInput,
  'POST /api/customers': CustomerInput,
  'PUT /api/customers/:id': CustomerInput,
  'PATCH /api/orders/:id/status': OrderStatusInput,
  'POST /api/testimonials': TestimonialInput,
  'PUT /api/testimonials/:id': TestimonialInput,
  'POST /api/referrals': ReferralInput,
  'POST /api/plans/requests': plans.PlanRequestInput,
  'PUT /api/store/profile': StoreProfileInput,
  'PUT /api/store/personalization': PersonalizationInput,
  'POST /api/store/preview': PersonalizationDraft,
  'POST /api/store/domain': DomainInput,
  'POST /api/admin/plans': plans.PlanInput,
  'PUT /api/admin/plans/:id': plans.PlanInput,
  'PATCH /api/admin/shops/products/:id': ProductModerationInput,
  'PATCH /api/admin/shops/:id/status': ShopStatusInput,
  'PATCH /api/admin/users/:id/status': UserStatusInput,
  'PATCH /api/admin/subscriptions/:id/status': plans.SubscriptionStatusInput,
  'POST /api/admin/subscriptions/requests/:id/reject': plans.RequestRejectInput,
}
export const PUBLIC = new Set([
  'POST /api/signup',
  'POST /api/signin',
  'POST /api/verify',
  'POST /api/password/forgot',
  'POST /api/password/reset',
  'POST /api/refresh',
  'POST /api/logout',
  'POST /api/publics/:slug/orders',
])
export const JSON_ROUTES = WRITE_ROUTES.filter((r) => !UPLOADS.includes(r) && !NO_BODY.includes(r))

export type World = { merchant: string; admin: string; ids: Record<string, string> }

/** A real row behind every path parameter (another shop's or an unknown id would only 404). */
const PARAM_OF: [RegExp, string][] = [
  [/^\/api\/publics\/:slug/, 'slug'],
  [/^\/:slug\//, 'slug'],
  [/^\/api\/admin\/plans\/:id/, 'plan'],
  [/^\/api\/admin\/shops\/products\/:id/, 'product'],
  [/^\/api\/admin\/shops\/:id/, 'store'],
  [/^\/api\/admin\/users\/:id/, 'user'],
  [/^\/api\/admin\/subscriptions\/requests\/:id/, 'planRequest'],
  [/^\/api\/admin\/subscriptions\/:id/, 'subscription'],
  [/^\/api\/admin\/overview\/messages\/:id/, 'message'],
  [/^\/api\/admin-notifications\/:id/, 'adminNotification'],
  [/^\/api\/notifications\/:id/, 'notification'],
  [/^\/api\/enquiries\/:id/, 'enquiry'],
  [/^\/api\/(categories|products|customers|orders|testimonials)\/:id/, '$1'],
]
export function urlOf(route: string, w: World): string {
  const path = route.split(' ')[1]!
  const hit = PARAM_OF.find(([re]) => re.test(path))
  if (!hit) return path
  const kind = hit[1].startsWith('$')
    ? path.split('/')[2]!.replace(/ies$/, 'y').replace(/s$/, '')
    : hit[1]
  return path.replace(/:\w+/, w.ids[kind] ?? `missing-${kind}`)
}
export const tokenOf = (route: string, w: World) =>
  PUBLIC.has(route) ? undefined : / \/api\/admin/.test(route) ? w.admin : w.merchant

const first = async (sql: string, ...binds: string[]) =>
  (await (
    await db()
  )
    .prepare(sql)
    .bind(...binds)
    .first<{ id: string }>())!.id

export async function buildWorld(): Promise<World> {
  const t = await createTenant()
  const admin = await createAdmin()
  const category = await seedCategory(t)
  // With a variant: every list (variants included) has a row to search through.
  const product = await seedProduct(t, {
    categoryId: category.id,
    variants: [{ size: 'M', color: 'Rouge', stock: '50' }],
  })
  const order = await readJson<{ id: string }>(
    await placeOrder(
      t.store.slug,
      orderBody([], { items: [{ productId: product.id, quantity: 1, size: 'M', color: 'Rouge' }] }),
    ),
  )
  const post = async (path: string, json: unknown) =>
    readJson<{ id: string }>(await api('POST', path, { token: t.token, json }))
  const customer = await post('/api/customers', {
    firstName: 'Awa',
    lastName: 'Koné',
    phone: '70111222',
    address: 'Ouaga',
  })
  const testimonial = await post('/api/testimonials', {
    productId: product.id,
    name: 'Awa',
    rating: 5,
    kind: 'text',
    text: 'Parfait',
  })
  const planRequest = await post('/api/plans/requests', {
    planId: 'pln_premium',
    fullName: 'Awa Sawadogo',
    phone: '70123456',
  })
  const form = (fields: Record<string, string>) => ({
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  await api(
    'POST',
    `/${t.store.slug}/contact`,
    form({ fullName: 'Awa', email: 'a@b.test', phone: '70111222', message: 'Bonjour' }),
  )
  await api(
    'POST',
    '/contact',
    form({ email: 'a@b.test', subject: 'Autre', message: 'Bonjour à vous' }),
  )
  const ids = {
    slug: t.store.slug,
    store: t.store.id,
    user: t.user.id,
    category: category.id,
    product: product.id,
    order: order.id,
    customer: customer.id,
    testimonial: testimonial.id,
    planRequest: planRequest.id,
    plan: 'pln_premium',
    subscription: await first('SELECT id FROM subscriptions WHERE store_id = ?', t.store.id),
    message: await first('SELECT id FROM contact_messages LIMIT 1'),
    adminNotification: await first("SELECT id FROM notifications WHERE audience = 'admin' LIMIT 1"),
    notification: await first('SELECT id FROM notifications WHERE store_id = ?', t.store.id),
    enquiry: await first('SELECT id FROM enquiries WHERE store_id = ?', t.store.id),
  }
  return { merchant: t.token, admin: admin.token, ids }
}

let world: Promise<World> | null = null
/** One world per test file, built on first use. */
export const theWorld = () => {
  world ??= buildWorld()
  return world
}
