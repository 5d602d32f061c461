import { validator } from 'hono/validator'
import { withShop } from '../db/databases'
import type { PlanOf } from '../db/read-plan'
import type { AppEnv, RequestCtx } from '../env'
import { ApiError, fieldError } from '../lib/errors'
import { Hono } from '../lib/hono'
import { refuseWriteWhileMoving } from '../lib/shop-moving'
import { validate } from '../lib/validate'
import { EnquiryInput } from '../schemas/enquiries'
import { msg } from '../schemas/messages'
import { IdempotencyKey, orderMsg } from '../schemas/orders'
import { shopCallingCode } from '../schemas/phone'
import { clientAddress } from '../services/attempts'
import { createEnquiry, enquiryPhoneIssue } from '../services/enquiries'
import { intakeOrder, intakePlan, prepareIntake } from '../services/orders/intake'
import { assertShopperPace } from '../services/shopper-pace'
import {
  type ByShopPhone,
  findStorefrontReading,
  findStorefrontWithDomain,
} from '../services/shops/lookup'
import { toPublicStore, toStoreRef } from '../services/stores'

/** A shop shoppers can buy from; unknown and suspended shops both answer 404. */
async function openStore(ctx: RequestCtx, slug: string) {
  const found = await findStorefrontWithDomain(ctx, slug)
  if (!found || found.suspended) throw new ApiError('NOT_FOUND', msg.storeNotFound)
  return { store: found.store, ctx: withShop(ctx, toStoreRef(found.store)) }
}

/** The same, with the request's reads of the shop's database in the batch of the shop's row. */
async function openStoreReading<T>(
  ctx: RequestCtx,
  slug: string,
  plan: PlanOf<T> | ByShopPhone<T>,
) {
  const found = await findStorefrontReading(ctx, slug, plan)
  if (!found || found.shop.suspended) throw new ApiError('NOT_FOUND', msg.storeNotFound)
  const { store } = found.shop
  return { store, ctx: withShop(ctx, toStoreRef(store)), read: found.along }
}

/** The order as sent when it is an object without `phoneCountryCode`, else null. */
function withoutCountryCode(raw: unknown): Record<string, unknown> | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null
  const body = raw as Record<string, unknown>
  return body.phoneCountryCode === undefined ? body : null
}

/** The optional `Idempotency-Key` header: a malformed one is the client's mistake (422). */
function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined
  const parsed = IdempotencyKey.safeParse(header)
  if (!parsed.success)
    throw fieldError('UNPROCESSABLE', 'Idempotency-Key', orderMsg.idempotencyKeyFormat)
  return parsed.data
}

/** The body as JSON, unparsed: the order intake parses it (a malformed body stays a 400). */
const jsonBody = validator('json', (value) => value as unknown)

/** What shoppers (no account) may call: a shop's public profile, placing an order, writing to it. */
export const publicRoutes = new Hono<AppEnv>()
  .get('/:slug', async (c) => {
    const { store } = await openStore(c.var.ctx, c.req.param('slug'))
    return c.json({ data: toPublicStore(store) }, 200)
  })
  .post('/:slug/orders', jsonBody, async (c) => {
    const slug = c.req.param('slug')
    const raw = c.req.valid('json')
    const request = (body: unknown) => ({
      raw: body,
      idempotencyKey: idempotencyKeyOf(c.req.header('idempotency-key')),
      address: clientAddress(c.req.raw.headers),
      full: true,
    })
    let prepared = prepareIntake(request(raw))
    // A phone sent without its country code is the shop's country's (issue 27: every phone is
    // stored with its code), as the storefront's form starts with it, not Burkina Faso's: the
    // lookup gives the shop's phone before the intake's reads are built (ByShopPhone).
    const shopsCode = withoutCountryCode(raw)
    // A malformed order is refused before any round trip (a retry needs a well-formed body).
    if (!prepared.input && !(shopsCode && prepared.issues.every((i) => i.path === 'phone')))
      throw new ApiError('UNPROCESSABLE', msg.checkFields, prepared.issues)
    let code: string | undefined
    const plan = shopsCode
      ? {
          byShopPhone: (shopPhone: string) => {
            const shopCode = `+${shopCallingCode(shopPhone)}`
            // Asked again for the same country (a hint behind the directory): the same intake,
            // so the receipt's place it takes is taken once.
            if (shopCode !== code) {
              code = shopCode
              prepared = prepareIntake(request({ ...shopsCode, phoneCountryCode: code }))
            }
            return intakePlan(c.var.ctx, prepared)
          },
        }
      : intakePlan(c.var.ctx, prepared)
    const { store, ctx, read } = await openStoreReading(c.var.ctx, slug, plan)
    refuseWriteWhileMoving(c.req.method, store.movingTo)
    if (!prepared.input) throw new ApiError('UNPROCESSABLE', msg.checkFields, prepared.issues)
    // A retry of an order already made answers as the first did, without counting as a new one.
    const order = await intakeOrder(ctx, store, prepared, read)
    return c.json(order.receipt!, 201)
  })
  // The contact page's form as JSON (issue 27): a phone or an e-mail, at least one.
  .post('/:slug/enquiries', validate('json', EnquiryInput), async (c) => {
    const input = c.req.valid('json')
    const { store, ctx } = await openStore(c.var.ctx, c.req.param('slug'))
    refuseWriteWhileMoving(c.req.method, store.movingTo)
    const issue = enquiryPhoneIssue(store, input)
    if (issue) throw fieldError('UNPROCESSABLE', 'phone', issue)
    await assertShopperPace(ctx, 'enquiry', {
      scope: store.id,
      address: clientAddress(c.req.raw.headers),
      phone: input.phone.replace(/\D/g, '') || undefined,
    })
    return c.json(await createEnquiry(ctx, store, input), 201)
  })
