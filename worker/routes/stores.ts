import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { sizedCopiesOf } from '../lib/uploads'
import { parseOrThrow, readForm } from '../lib/validate'
import { accessOf, requireShop } from '../middleware/shop'
import { msg } from '../schemas/messages'
import { StoreCreateInput } from '../schemas/stores'
import { asUser } from '../services/context'
import { shopEmailIssues } from '../services/shops/contacts'
import { createStore, getStoreOfUser } from '../services/stores'

/** Multipart fields → the shared schema's shape (empty strings mean "not given"). */
function storeFields(form: FormData) {
  const out: Record<string, string> = {}
  for (const key of [
    'name',
    'phoneCountryCode',
    'phone',
    'email',
    'address',
    'brand',
    'currency',
    'color',
  ]) {
    const v = form.get(key)
    if (typeof v === 'string' && v.trim() !== '') out[key] = v
  }
  return out
}

export const storeRoutes = new Hono<AppEnv>()
  .post('/', requireShop('owner'), async (c) => {
    const form = await readForm(c)
    const ctx = asUser(c.var.ctx)
    const fields = storeFields(form)
    // Whether the e-mail may stay empty depends on the account (issue 15): said with the rest.
    const more = await shopEmailIssues(ctx, ctx.user.id, fields.email ?? '')
    const input = parseOrThrow(StoreCreateInput, fields, more)
    const logo = form.get('logo') as unknown
    const store = await createStore(
      ctx,
      input,
      logo instanceof File && logo.size > 0 ? logo : null,
      sizedCopiesOf(form),
    )
    return c.json({ message: msg.storeCreated, data: store }, 201)
  })
  // Staff with a shop role read the shop they work for, with their place in it (ADR 055).
  .get('/:userId', requireShop('member', { admins: true }), async (c) => {
    const ctx = asUser(c.var.ctx)
    const store = await getStoreOfUser(ctx, c.req.param('userId'))
    return c.json({ data: { ...store, access: ctx.member ? accessOf(ctx.member) : null } }, 200)
  })
