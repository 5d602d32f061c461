import type { ZodMiniType as ZodType } from 'zod/mini'
import { PasswordChangeInput, ProfileInput } from '#worker/schemas/account.ts'
import { ProductModerationInput, ShopStatusInput, UserStatusInput } from '#worker/schemas/admin.ts'
import { AtelierSettingsInput, RolePermissionsInput } from '#worker/schemas/atelier/access.ts'
import { CashbookCategoryInput, CashbookEntryInput } from '#worker/schemas/atelier/cashbook.ts'
import {
  FabricCreateInput,
  FabricMovementInput,
  FabricUpdateInput,
} from '#worker/schemas/atelier/fabrics.ts'
import { GalleryCaptionInput } from '#worker/schemas/atelier/gallery.ts'
import {
  InvitationAcceptInput,
  InvitationTokenInput,
  StaffInvitationInput,
} from '#worker/schemas/atelier/invitations.ts'
import { LookupInput } from '#worker/schemas/atelier/lookups.ts'
import {
  GarmentTypeInput,
  MeasurementInput,
  MeasurementPartInput,
} from '#worker/schemas/atelier/measurements.ts'
import {
  TailoringOrderCreateInput,
  TailoringOrderUpdateInput,
  TailoringPaymentInput,
  TailoringStageInput,
} from '#worker/schemas/atelier/orders.ts'
import { ServiceInput } from '#worker/schemas/atelier/services.ts'
import { SalaryPaymentInput, StaffInput } from '#worker/schemas/atelier/staff.ts'
import { SupplierInput } from '#worker/schemas/atelier/suppliers.ts'
import * as auth from '#worker/schemas/auth.ts'
import { CategoryInput } from '#worker/schemas/categories.ts'
import {
  AssignInput,
  CashClosingInput,
  CashCorrectionInput,
  CashReceivedInput,
  CourierInput,
  DoorOutcomeInput,
} from '#worker/schemas/couriers.ts'
import { CustomerInput } from '#worker/schemas/customers.ts'
import { DeliverySettingsInput, DeliveryZoneInput } from '#worker/schemas/delivery.ts'
import { DomainInput } from '#worker/schemas/domains.ts'
import { EnquiryInput } from '#worker/schemas/enquiries.ts'
import { OrderCreateInput, OrderStatusInput } from '#worker/schemas/orders.ts'
import {
  PaymentAccountInput,
  PaymentSettingsInput,
  TransferDecisionInput,
  WalletInput,
} from '#worker/schemas/payments.ts'
import { PersonalizationDraft, PersonalizationInput } from '#worker/schemas/personalization.ts'
import * as plans from '#worker/schemas/plans.ts'
import {
  PlanPaymentInput,
  PlatformPaymentSettingsInput,
} from '#worker/schemas/platform-settings.ts'
import { ProductInput } from '#worker/schemas/products.ts'
import { PromoCodeInput } from '#worker/schemas/promo-codes.ts'
import { ReferralInput } from '#worker/schemas/referrals.ts'
import { ReviewAnswerInput, ReviewHideInput } from '#worker/schemas/reviews.ts'
import { ManualSaleInput } from '#worker/schemas/sales.ts'
import { ShopRoleInput } from '#worker/schemas/shop-access.ts'
import {
  AlertPreferencesInput,
  ContactCodeInput,
  ContactCodeRequest,
} from '#worker/schemas/shop-contacts.ts'
import { StoreProfileInput } from '#worker/schemas/stores.ts'
import { TeamMemberInput, TeamRoleInput } from '#worker/schemas/team.ts'
import { TestimonialInput } from '#worker/schemas/testimonials.ts'
import { createApp } from '../../worker/app.ts'
import { courierRunWith } from './couriers.ts'
import { pngBytes } from './images.ts'
import { orderAwaitingPayment } from './order-payments.ts'
import type { ProbeD1 } from './probe.ts'
import { seedReview } from './reviews.ts'
import {
  api,
  createAdmin,
  createTenant,
  db,
  onPlan,
  orderBody,
  placeOrder,
  readJson,
  seedCategory,
  seedProduct,
  shopDb,
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

/** Storefront forms that carry a photo (a review's, issue 26): their own limit (16 MB), not 32 KB. */
export const PHOTO_FORMS = ['POST /:slug/orders/:token/review']
/** Multipart uploads (the 6 MB limit of routes/index.ts), checked for size only. */
export const UPLOADS = [
  'POST /api/media',
  'POST /api/stores',
  'POST /api/account/photo',
  'POST /api/store/logo',
  'POST /api/store/logo/copies',
  'POST /api/atelier/media',
]
/** The atelier gallery takes up to 10 images of 5 MB in one form: its own limit (51 MB). */
export const LARGE_UPLOADS = ['POST /api/atelier/gallery']
/** Routes that read no body: garbage sent to them must still never answer 5xx. */
export const NO_BODY = [
  'POST /api/logout',
  'POST /api/verify/resend',
  'POST /api/store/domain/verify',
  'PUT /api/notifications/:id',
  'PUT /api/admin-notifications/:id',
  'PATCH /api/enquiries/:id/read',
  'POST /api/orders/:id/refund',
  'POST /api/orders/:id/receipt-link',
  'PATCH /api/admin/overview/messages/:id/read',
  'POST /api/admin/subscriptions/requests/:id/approve',
  'PUT /api/atelier/notifications/:id',
  'POST /api/store/payments/accounts/:provider/test',
  'POST /api/couriers/runs/:runId/revoke',
  'POST /api/couriers/runs/:runId/link',
  // Read as the provider sent it (JSON or form), authenticated by its signature (ADR 021).
  'POST /api/payments/notify/:provider',
  // Meta's events, read raw and authenticated by X-Hub-Signature-256 (ADR 049).
  'POST /api/whatsapp/webhook',
]
/** The schema each JSON route validates with: a body it accepts is not an invalid body. */
export const SCHEMAS: Record<string, ZodType> = {
  'POST /api/signup': auth.SignupInput,
  'POST /api/signin': auth.SigninInput,
  'POST /api/verify': auth.VerifyInput,
  'POST /api/password/forgot': auth.ForgotInput,
  'POST /api/password/reset': auth.ResetInput,
  'POST /api/invitation/check': InvitationTokenInput,
  'POST /api/invitation/accept': InvitationAcceptInput,
  'POST /api/refresh': auth.RefreshInput,
  'POST /api/publics/:slug/orders': OrderCreateInput,
  'POST /api/publics/:slug/enquiries': EnquiryInput,
  'PUT /api/account/profile': ProfileInput,
  'PUT /api/account/password': PasswordChangeInput,
  'POST /api/categories': CategoryInput,
  'PUT /api/categories/:id': CategoryInput,
  'POST /api/products': ProductInput,
  'PUT /api/products/:id': ProductInput,
  'POST /api/customers': CustomerInput,
  'PUT /api/customers/:id': CustomerInput,
  'PATCH /api/orders/:id/status': OrderStatusInput,
  'POST /api/orders/:id/payments/:paymentId/decision': TransferDecisionInput,
  'POST /api/orders/manual': ManualSaleInput,
  'POST /api/orders/:id/door-outcome': DoorOutcomeInput,
  'POST /api/orders/:id/cash': CashReceivedInput,
  'POST /api/delivery-cash/close': CashClosingInput,
  'POST /api/delivery-cash/corrections': CashCorrectionInput,
  'POST /api/testimonials': TestimonialInput,
  'PUT /api/testimonials/:id': TestimonialInput,
  'PUT /api/reviews/:id/answer': ReviewAnswerInput,
  'POST /api/reviews/:id/hide': ReviewHideInput,
  'POST /api/referrals': ReferralInput,
  'POST /api/plans/requests': plans.PlanRequestInput,
  'POST /api/plans/payments': PlanPaymentInput,
  'PUT /api/store/profile': StoreProfileInput,
  'POST /api/store/contacts/code': ContactCodeRequest,
  'POST /api/store/contacts/verify': ContactCodeInput,
  'PUT /api/store/contacts/alerts': AlertPreferencesInput,
  'PUT /api/store/personalization': PersonalizationInput,
  'POST /api/store/preview': PersonalizationDraft,
  'POST /api/store/domain': DomainInput,
  'PATCH /api/store/payments/settings': PaymentSettingsInput,
  'PUT /api/store/payments/accounts/:provider': PaymentAccountInput,
  'POST /api/store/payments/wallets': WalletInput,
  'PUT /api/store/delivery/settings': DeliverySettingsInput,
  'POST /api/store/delivery/zones': DeliveryZoneInput,
  'PUT /api/store/delivery/zones/:id': DeliveryZoneInput,
  'POST /api/promo-codes': PromoCodeInput,
  'PUT /api/promo-codes/:id': PromoCodeInput,
  'POST /api/couriers': CourierInput,
  'PATCH /api/couriers/:id': CourierInput,
  'POST /api/couriers/:id/assign': AssignInput,
  'POST /api/team': TeamMemberInput,
  'PUT /api/team/:id/role': TeamRoleInput,
  'POST /api/team/:id/invitation': StaffInvitationInput,
  'POST /api/admin/plans': plans.PlanInput,
  'PUT /api/admin/plans/:id': plans.PlanInput,
  'PATCH /api/admin/shops/products/:id': ProductModerationInput,
  'PATCH /api/admin/shops/:id/status': ShopStatusInput,
  'PATCH /api/admin/users/:id/status': UserStatusInput,
  'PATCH /api/admin/subscriptions/:id/status': plans.SubscriptionStatusInput,
  'POST /api/admin/subscriptions/requests/:id/reject': plans.RequestRejectInput,
  'PUT /api/admin/settings/payments': PlatformPaymentSettingsInput,
  ...ATELIER_SCHEMAS(),
}

function ATELIER_SCHEMAS(): Record<string, ZodType> {
  const a = '/api/atelier'
  return {
    [`PUT ${a}/settings`]: AtelierSettingsInput,
    [`PUT ${a}/roles`]: RolePermissionsInput,
    [`POST ${a}/garment-types`]: GarmentTypeInput,
    [`PUT ${a}/garment-types/:id`]: GarmentTypeInput,
    [`POST ${a}/measurement-parts`]: MeasurementPartInput,
    [`PUT ${a}/measurement-parts/:id`]: MeasurementPartInput,
    [`POST ${a}/customers`]: CustomerInput,
    [`PUT ${a}/customers/:id`]: CustomerInput,
    [`POST ${a}/customers/:id/measurements`]: MeasurementInput,
    [`POST ${a}/orders`]: TailoringOrderCreateInput,
    [`PUT ${a}/orders/:id`]: TailoringOrderUpdateInput,
    [`POST ${a}/orders/:id/stage`]: TailoringStageInput,
    [`POST ${a}/orders/:id/payments`]: TailoringPaymentInput,
    [`POST ${a}/fabrics`]: FabricCreateInput,
    [`PUT ${a}/fabrics/:id`]: FabricUpdateInput,
    [`POST ${a}/fabrics/:id/movements`]: FabricMovementInput,
    [`POST ${a}/lookups/:kind`]: LookupInput,
    [`PUT ${a}/lookups/:kind/:id`]: LookupInput,
    [`POST ${a}/suppliers`]: SupplierInput,
    [`PUT ${a}/suppliers/:id`]: SupplierInput,
    [`POST ${a}/services`]: ServiceInput,
    [`PUT ${a}/services/:id`]: ServiceInput,
    [`POST ${a}/staff`]: StaffInput,
    [`PUT ${a}/staff/:id`]: StaffInput,
    [`POST ${a}/staff/:id/invitation`]: StaffInvitationInput,
    [`PUT ${a}/staff/:id/shop-role`]: ShopRoleInput,
    [`POST ${a}/salary-payments`]: SalaryPaymentInput,
    [`POST ${a}/cashbook`]: CashbookEntryInput,
    [`PUT ${a}/cashbook/:id`]: CashbookEntryInput,
    [`POST ${a}/cashbook/categories`]: CashbookCategoryInput,
    [`PUT ${a}/cashbook/categories/:id`]: CashbookCategoryInput,
    [`PATCH ${a}/gallery/:id`]: GalleryCaptionInput,
  }
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
  'POST /api/publics/:slug/enquiries',
  'POST /api/payments/notify/:provider',
  'POST /api/whatsapp/webhook',
])
export const JSON_ROUTES = WRITE_ROUTES.filter(
  (r) => !UPLOADS.includes(r) && !LARGE_UPLOADS.includes(r) && !NO_BODY.includes(r),
)

export type World = { merchant: string; admin: string; ids: Record<string, string> }

/** A real row behind every path parameter (another shop's or an unknown id would only 404). */
const PARAM_OF: [RegExp, string][] = [
  [/^\/api\/atelier\/cashbook\/categories\/:id/, 'cashbookCategory'],
  [/^\/api\/atelier\/cashbook\/:id/, 'cashbookEntry'],
  [/^\/api\/atelier\/garment-types\/:id/, 'garmentType'],
  [/^\/api\/atelier\/measurement-parts\/:id/, 'measurementPart'],
  [/^\/api\/atelier\/customers\/:id/, 'customer'],
  [/^\/api\/atelier\/measurements\/:id/, 'measurement'],
  [/^\/api\/atelier\/orders\/:id/, 'tailoringOrder'],
  [/^\/api\/atelier\/fabrics\/:id/, 'fabric'],
  [/^\/api\/atelier\/lookups\/fabric-type\/:id/, 'lookup'],
  [/^\/api\/atelier\/suppliers\/:id/, 'supplier'],
  [/^\/api\/atelier\/services\/:id/, 'service'],
  [/^\/api\/atelier\/staff\/:id/, 'staff'],
  [/^\/api\/atelier\/salary-payments\/:id/, 'salaryPayment'],
  [/^\/api\/atelier\/gallery\/:id/, 'galleryItem'],
  [/^\/api\/atelier\/notifications\/:id/, 'notification'],
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
  [/^\/api\/reviews\/:id/, 'review'],
  [/^\/api\/store\/delivery\/zones\/:id/, 'zone'],
  [/^\/api\/promo-codes\/:id/, 'promoCode'],
  [/^\/api\/team\/:id/, 'staff'],
  [/^\/api\/couriers\/runs\/:runId/, 'run'],
  [/^\/api\/couriers\/:id/, 'courier'],
  [/^\/api\/(categories|products|customers|orders|testimonials)\/:id/, '$1'],
]
export function urlOf(route: string, w: World): string {
  // The atelier's named lists and the payment providers: one real kind stands for all.
  const path = route
    .split(' ')[1]!
    .replace('/lookups/:kind', '/lookups/fabric-type')
    .replace('/notify/:provider', '/notify/fedapay')
    .replace('/accounts/:provider', '/accounts/fedapay')
  // An order's payment: both ids name one real pair (a pending transfer and its order).
  if (path.includes('/payments/:paymentId'))
    return path
      .replace(':id', w.ids.paymentOrder ?? 'missing-paymentOrder')
      .replace(':paymentId', w.ids.payment ?? 'missing-payment')
  // The courier's link (ADR 052): a real run's token and one of its deliveries.
  if (path.includes('/livraison/:token'))
    return path
      .replace(':slug', w.ids.slug ?? 'missing-slug')
      .replace(':token', w.ids.courierToken ?? 'missing-courierToken')
      .replace(':deliveryId', w.ids.delivery ?? 'missing-delivery')
  const hit = PARAM_OF.find(([re]) => re.test(path))
  if (!hit) return path
  const kind = hit[1].startsWith('$')
    ? path.split('/')[2]!.replace(/ies$/, 'y').replace(/s$/, '')
    : hit[1]
  return path.replace(/:\w+/, w.ids[kind] ?? `missing-${kind}`)
}
export const tokenOf = (route: string, w: World) =>
  PUBLIC.has(route) ? undefined : / \/api\/admin/.test(route) ? w.admin : w.merchant

/** The first row's id: from the directory, or from `shop`'s own database (ADR 036). */
const first = async (sql: string, ...binds: string[]) => firstIn(await db(), sql, ...binds)
const firstIn = async (d1: ProbeD1, sql: string, ...binds: string[]) =>
  (await d1
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
  const awaiting = await orderAwaitingPayment(t)
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
  // A saved provider account: "Tester la connexion" then reaches the provider (here refused).
  await api('PUT', '/api/store/payments/accounts/fedapay', {
    token: t.token,
    json: { mode: 'test', enabled: false, credentials: { secretKey: 'sk_sandbox_world' } },
  })
  const zone = await post('/api/store/delivery/zones', { name: 'Ouaga 2000', fee: '1500' })
  // Codes promo and reviews are the plan's to give (issue 26): the world's shop is on Premium.
  await onPlan(t, 'pln_premium')
  const promoCode = await post('/api/promo-codes', {
    code: 'TABASKI10',
    kind: 'percent',
    value: '10',
  })
  // The world's order in a courier's run written as the door's tests write it (its link).
  const doorRun = await courierRunWith(t, [order.id])
  // A courier with today's run: its own order, so the world's order stays pending.
  const courier = await post('/api/couriers', { name: 'Moussa', phone: '70112233' })
  const handed = await readJson<{ id: string }>(
    await placeOrder(
      t.store.slug,
      orderBody([], {
        phone: '76543299',
        delivery: `zone:${zone.id}`,
        items: [{ productId: product.id, quantity: 1, size: 'M', color: 'Rouge' }],
      }),
    ),
  )
  const run = await post(`/api/couriers/${courier.id}/assign`, { orderIds: [handed.id] })
  if (!run.id) throw new Error('the world has no courier run')
  const ids = {
    courier: courier.id,
    run: run.id,
    zone: zone.id,
    promoCode: promoCode.id,
    courierToken: doorRun.token,
    delivery: doorRun.deliveries[order.id]!,
    slug: t.store.slug,
    store: t.store.id,
    user: t.user.id,
    category: category.id,
    product: product.id,
    order: order.id,
    paymentOrder: awaiting.order.id,
    payment: awaiting.paymentId,
    customer: customer.id,
    testimonial: testimonial.id,
    planRequest: planRequest.id,
    plan: 'pln_premium',
    subscription: await first('SELECT id FROM subscriptions WHERE store_id = ?', t.store.id),
    message: await first('SELECT id FROM contact_messages LIMIT 1'),
    adminNotification: await first("SELECT id FROM notifications WHERE audience = 'admin' LIMIT 1"),
    notification: await firstIn(
      await shopDb(t),
      'SELECT id FROM notifications WHERE store_id = ?',
      t.store.id,
    ),
    enquiry: await firstIn(
      await shopDb(t),
      'SELECT id FROM enquiries WHERE store_id = ?',
      t.store.id,
    ),
    review: await seedReview(t, { delivery: `zone:${zone.id}` }),
  }
  return {
    merchant: t.token,
    admin: admin.token,
    ids: { ...ids, ...(await atelierWorld(t, customer.id)) },
  }
}

/** The merchant's atelier, switched on, with one row of each of its resources. */
export async function atelierWorld(t: { token: string }, customerId: string) {
  const a = '/api/atelier'
  const call = async (method: string, path: string, json?: unknown) => {
    const res = await api(method, `${a}${path}`, { token: t.token, json })
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
    return readJson<{ id: string } & Record<string, unknown>>(res)
  }
  await call('PUT', '/settings', { enabled: true })
  const types = (await call('GET', '/garment-types')) as unknown as {
    id: string
    parts: { id: string }[]
  }[]
  const type = types[0]!
  const measurement = await call('POST', `/customers/${customerId}/measurements`, {
    garmentTypeId: type.id,
    values: type.parts.map((p) => ({ partId: p.id, value: 90 })),
  })
  const categories = (await call('GET', '/cashbook/categories')) as unknown as {
    id: string
    kind: string
  }[]
  const staff = await call('POST', '/staff', {
    firstName: 'Ibrahim',
    lastName: 'Sanou',
    phone: '70222333',
    role: 'tailor',
    salary: '50000',
  })
  const promisedOn = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
  const image = new File([pngBytes(2, 2) as Uint8Array<ArrayBuffer>], 'a.png', {
    type: 'image/png',
  })
  const gallery = await readJson<{ id: string }[] | { items: { id: string }[] }>(
    await api('POST', `${a}/gallery`, { token: t.token, form: { images: image } }),
  )
  const galleryId = (Array.isArray(gallery) ? gallery : gallery.items)[0]?.id
  return {
    garmentType: type.id,
    measurementPart: type.parts[0]!.id,
    measurement: measurement.id,
    cashbookCategory: categories.find((c) => c.kind === 'expense')!.id,
    cashbookEntry: (
      await call('POST', '/cashbook', {
        kind: 'expense',
        categoryId: categories.find((c) => c.kind === 'expense')!.id,
        amount: '1000',
        label: 'Fil',
        occurredOn: new Date().toISOString().slice(0, 10),
        paymentMethod: 'cash',
      })
    ).id,
    fabric: (
      await call('POST', '/fabrics', { name: 'Wax', pricePerMeter: '1000', initialMeters: '10' })
    ).id,
    lookup: (await call('POST', '/lookups/fabric-type', { name: 'Coton' })).id,
    supplier: (
      await call('POST', '/suppliers', { name: 'Tissus Sya', phone: '70333444', address: 'Bobo' })
    ).id,
    service: (await call('POST', '/services', { name: 'Broderie', price: '5000' })).id,
    staff: staff.id,
    salaryPayment: (
      await call('POST', '/salary-payments', {
        staffId: staff.id,
        amount: '50000',
        period: promisedOn.slice(0, 7),
        paidOn: new Date().toISOString().slice(0, 10),
        paymentMethod: 'cash',
      })
    ).id,
    tailoringOrder: (
      await call('POST', '/orders', {
        customerId,
        garments: [{ garmentTypeId: type.id, quantity: 1, measurementId: measurement.id }],
        serviceIds: [],
        photoIds: [],
        fabricSource: 'customer',
        price: '20000',
        promisedOn,
      })
    ).id,
    galleryItem: galleryId ?? 'missing-gallery',
  }
}

let world: Promise<World> | null = null
/** One world per test file, built on first use. */
export const theWorld = () => {
  world ??= buildWorld()
  return world
}
