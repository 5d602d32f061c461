import type { Context } from 'hono'
import { t } from '#themes/fr.ts'
import type { FieldErrors } from '#themes/types.ts'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/errors'
import { msg } from '../schemas/messages'
import { OrderLineInput } from '../schemas/orders'
import {
  availability,
  cartMsg,
  lineKey,
  MAX_CART_LINES,
  mergeLines,
  priceCart,
  readCart,
  setQuantity,
  writeCart,
} from './cart'
import { FORM_DEFAULTS, PRIVATE_PAGE, readForm, zodFieldErrors } from './forms'
import { loadProductPage, loadPurchasables } from './loaders'
import type { Shop } from './shop'

type C = Context<AppEnv>

/** The shopper's cart priced from the database; lines that no longer exist leave the cookie. */
export async function loadCart(c: C, { store, ctx }: Shop) {
  const lines = readCart(c, store.id)
  const items = await loadPurchasables(
    c.var.ctx,
    store,
    lines.map((l) => l.productId),
  )
  const priced = priceCart(lines, items)
  if (priced.removed > 0) writeCart(c, store.id, ctx.basePath, priced.kept)
  return { ...priced, items }
}

/** The product page again, with the shopper's choice and what is wrong with it. */
export async function productWithErrors(
  c: C,
  { store, theme, ctx, html }: Shop,
  values: Record<string, string>,
  problem: {
    errors?: FieldErrors
    formError?: string
    status: number
    headers?: Record<string, string>
  },
) {
  const data = await loadProductPage(c.var.ctx, store, values.productId ?? '')
  const form = {
    values: { ...FORM_DEFAULTS, ...values },
    errors: problem.errors ?? {},
    formError: problem.formError,
  }
  const { ProductPage } = theme
  return html(<ProductPage ctx={ctx} data={{ ...data, form }} />, {
    status: problem.status,
    headers: { ...PRIVATE_PAGE, ...problem.headers },
  })
}

/** POST /<slug>/cart/add: the product page's "Ajouter au panier" (no contact fields asked). */
export async function addToCart(c: C, shop: Shop) {
  const { store, ctx } = shop
  const values = await readForm(c)
  const parsed = OrderLineInput.safeParse({
    productId: values.productId ?? '',
    quantity: values.quantity ?? '',
    size: values.size || undefined,
    color: values.color || undefined,
  })
  if (!parsed.success)
    return productWithErrors(c, shop, values, { errors: zodFieldErrors(parsed.error), status: 422 })
  const line = { ...parsed.data, size: parsed.data.size ?? '', color: parsed.data.color ?? '' }
  const item = (await loadPurchasables(c.var.ctx, store, [line.productId])).get(line.productId)
  if (!item) throw new ApiError('NOT_FOUND', msg.productUnavailable)
  const found = availability(item, line)
  if (!('available' in found))
    return productWithErrors(c, shop, values, {
      errors: { [found.path]: found.message },
      status: 422,
    })
  const lines = readCart(c, store.id)
  const inCart = lines.find((l) => lineKey(l) === lineKey(line))?.quantity ?? 0
  if (inCart + line.quantity > store.maxOrderQuantity) {
    const message = msg.aboveOrderCap(store.maxOrderQuantity)
    return productWithErrors(c, shop, values, { errors: { quantity: message }, status: 422 })
  }
  if (inCart + line.quantity > found.available) {
    const message = msg.outOfStock(item.name, Math.max(0, found.available - inCart))
    return productWithErrors(c, shop, values, { errors: { quantity: message }, status: 409 })
  }
  const next = mergeLines([...lines, line])
  if (next.length > MAX_CART_LINES)
    return productWithErrors(c, shop, values, { formError: cartMsg.full, status: 409 })
  writeCart(c, store.id, ctx.basePath, next)
  return c.redirect(`${ctx.basePath}/cart?added=1`, 303)
}

/** POST /<slug>/cart/update: a line's new quantity (0 removes it). */
export async function updateCart(c: C, { store, ctx }: Shop) {
  const values = await readForm(c)
  const qty = /^\s*\d{1,3}\s*$/.test(values.quantity ?? '') ? Number(values.quantity) : null
  if (qty === null) return c.redirect(`${ctx.basePath}/cart?invalid=1`, 303)
  // The checkout would refuse it: the shopper hears it now, beside the cart.
  if (qty > store.maxOrderQuantity) return c.redirect(`${ctx.basePath}/cart?cap=1`, 303)
  writeCart(c, store.id, ctx.basePath, setQuantity(readCart(c, store.id), values.line ?? '', qty))
  return c.redirect(`${ctx.basePath}/cart?updated=1`, 303)
}

/** POST /<slug>/cart/remove. */
export async function removeFromCart(c: C, { store, ctx }: Shop) {
  const values = await readForm(c)
  writeCart(c, store.id, ctx.basePath, setQuantity(readCart(c, store.id), values.line ?? '', 0))
  return c.redirect(`${ctx.basePath}/cart?updated=1`, 303)
}

/** GET /<slug>/cart. */
export async function cartPage(c: C, shop: Shop) {
  const { view, removed } = await loadCart(c, shop)
  const q = (name: string) => c.req.query(name) === '1'
  const notice = removed
    ? t.cartRemovedLines
    : q('added')
      ? t.cartAdded
      : q('updated')
        ? t.cartUpdated
        : undefined
  const { CartPage } = shop.theme
  const error = q('invalid')
    ? msg.invalidQuantity
    : q('cap')
      ? msg.aboveOrderCap(shop.store.maxOrderQuantity)
      : undefined
  const data = { cart: view, notice, error }
  return shop.html(<CartPage ctx={shop.ctx} data={data} />, { headers: PRIVATE_PAGE })
}
