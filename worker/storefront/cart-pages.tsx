import type { Context } from 'hono'
import { t } from '#themes/fr.ts'
import { lineLabel } from '#themes/shared/lines-table.tsx'
import type { FieldErrors } from '#themes/types.ts'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/errors'
import { msg } from '../schemas/messages'
import { OrderLineInput } from '../schemas/orders'
import {
  availability,
  cartCookie,
  cartMsg,
  lineKey,
  MAX_CART_LINES,
  mergeLines,
  priceCart,
  readCart,
  setQuantity,
  writeCart,
} from './cart'
import { backToProduct } from './form-flash'
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
export async function addToCart(c: C, { store, ctx }: Shop) {
  const values = await readForm(c)
  const back = (errors: FieldErrors, formError?: string) =>
    backToProduct(c, ctx.basePath, values, errors, formError)
  const parsed = OrderLineInput.safeParse({
    productId: values.productId ?? '',
    quantity: values.quantity ?? '',
    size: values.size || undefined,
    color: values.color || undefined,
  })
  if (!parsed.success) return back(zodFieldErrors(parsed.error))
  const line = { ...parsed.data, size: parsed.data.size ?? '', color: parsed.data.color ?? '' }
  const item = (await loadPurchasables(c.var.ctx, store, [line.productId])).get(line.productId)
  if (!item) throw new ApiError('NOT_FOUND', msg.productUnavailable)
  const found = availability(item, line)
  if (!('available' in found)) return back({ [found.path]: found.message })
  const lines = readCart(c, store.id)
  const inCart = lines.find((l) => lineKey(l) === lineKey(line))?.quantity ?? 0
  if (inCart + line.quantity > store.maxOrderQuantity)
    return back({ quantity: msg.aboveOrderCap(store.maxOrderQuantity) })
  if (inCart + line.quantity > found.available)
    return back({ quantity: msg.outOfStock(item.name, Math.max(0, found.available - inCart)) })
  const next = mergeLines([...lines, line])
  if (next.length > MAX_CART_LINES) return back({}, cartMsg.full)
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

/**
 * The cart's lines with more than is left brought down to the stock (none left: the line goes),
 * and one sentence per line saying so; the total follows. `lines`: the cart to store, when it
 * changed (this, or lines that no longer exist).
 */
function clampToStock(cart: Awaited<ReturnType<typeof loadCart>>) {
  const over = cart.view.lines.filter((l) => l.quantity > l.available)
  const lines = cart.kept.flatMap((l, i) => {
    const left = cart.view.lines[i]!.available
    return l.quantity <= left ? [l] : left > 0 ? [{ ...l, quantity: left }] : []
  })
  const message = over.map((l) => t.cartClamped(lineLabel(l.name, l.size, l.color), l.available))
  return {
    view: over.length ? priceCart(lines, cart.items).view : cart.view,
    message: over.length ? message.join(' ') : undefined,
    lines: over.length || cart.removed ? lines : null,
  }
}

/** GET /<slug>/cart: one message at most, the stock's correction first. */
export async function cartPage(c: C, shop: Shop) {
  const loaded = await loadCart(c, shop)
  const { view, message, lines } = clampToStock(loaded)
  const q = (name: string) => c.req.query(name) === '1'
  const error =
    message ??
    (q('invalid')
      ? msg.invalidQuantity
      : q('cap')
        ? msg.aboveOrderCap(shop.store.maxOrderQuantity)
        : undefined)
  const notice = error
    ? undefined
    : loaded.removed
      ? t.cartRemovedLines
      : q('added')
        ? t.cartAdded
        : q('updated')
          ? t.cartUpdated
          : undefined
  const { CartPage } = shop.theme
  const data = { cart: view, notice, error }
  const headers: Record<string, string> = { ...PRIVATE_PAGE }
  if (lines) headers['set-cookie'] = cartCookie(c, shop.store.id, shop.ctx.basePath, lines)
  return shop.html(<CartPage ctx={shop.ctx} data={data} />, { headers })
}
