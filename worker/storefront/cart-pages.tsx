import type { Context } from 'hono'
import { t } from '#themes/fr.ts'
import { lineLabel } from '#themes/shared/lines-table.tsx'
import type { FieldErrors } from '#themes/types.ts'
import type { Db } from '../db/client'
import { bothPlans, type PlanOf } from '../db/read-plan'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/errors'
import { type DeliveryOffer, offersDelivery } from '../schemas/delivery'
import { msg } from '../schemas/messages'
import { OrderLineInput } from '../schemas/orders'
import { deliveryOfferOf, zonesPlan } from '../services/delivery'
import {
  chosenLine,
  isProblem,
  lineKey,
  mergeLines,
  type Offer,
  quantityOfProduct,
  resolveChoice,
} from '../services/orders/lines'
import { offersPlan } from '../services/orders/placement'
import { paymentOptionsPlan, type ShopPaymentOptions } from '../services/payments/options'
import {
  type CartLine,
  cartMsg,
  MAX_CART_LINES,
  priceCart,
  readCart,
  setQuantity,
  writeCart,
} from './cart'
import { backToProduct } from './form-flash'
import { formDefaults, PRIVATE_PAGE, readForm, withCombination, zodFieldErrors } from './forms'
import { loadProductPage } from './loaders'
import type { PageReads } from './page-reads'
import { type Shop, shopCtx } from './shop'

type C = Context<AppEnv>

/** The cart's products (and the shop's payment options and delivery zones, for the checkout): one batch. */
const cartPlan = (c: C, db: Db, storeId: string, lines: CartLine[]) =>
  bothPlans(
    bothPlans(
      offersPlan(
        db,
        storeId,
        lines.map((l) => l.productId),
        c.var.ctx.now,
      ),
      paymentOptionsPlan(db, storeId),
    ),
    zonesPlan(db, storeId),
  )

/** The cart as priced from its products; lines that no longer exist leave the cookie. */
export function cartOf(c: C, { store, ctx }: Shop, lines: CartLine[], items: Map<string, Offer>) {
  const priced = priceCart(lines, items)
  if (priced.removed > 0) writeCart(c, store.id, ctx.basePath, priced.kept)
  return { ...priced, items }
}

/**
 * The shopper's cart priced from the database, the shop's payment options and its delivery
 * offer: reads that join the batch of the shop's lookup (page-reads.ts), since the cart's
 * cookie names its products.
 */
export function cartReads(c: C): PlanOf<(shop: Shop) => CartWithOptions> {
  return (db, storeId) => {
    const lines = readCart(c, storeId)
    const plan = cartPlan(c, db, storeId, lines)
    return {
      queries: plan.queries,
      decode: (results) => {
        const [[items, payment], zones] = plan.decode(results)
        return (shop) => ({
          ...cartOf(c, shop, lines, items),
          paymentOptions: payment(shop.store),
          delivery: deliveryOfferOf(shop.store, zones),
        })
      },
    }
  }
}
export type LoadedCart = ReturnType<typeof cartOf>
export type CartWithOptions = LoadedCart & {
  paymentOptions: ShopPaymentOptions
  delivery: DeliveryOffer
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
  const data = await loadProductPage(shopCtx(c), store, values.productId ?? '')
  const form = {
    values: { ...formDefaults(store), ...values },
    errors: problem.errors ?? {},
    formError: problem.formError,
  }
  const { ProductPage } = theme
  return html(<ProductPage ctx={ctx} data={{ ...data, form }} />, {
    status: problem.status,
    headers: { ...PRIVATE_PAGE, ...problem.headers },
  })
}

/**
 * POST /<slug>/cart/add: the product page's "Ajouter au panier" (no contact fields asked). The
 * order's rules, applied to the cart as it would become: a size and a colour the product offers
 * (none when it offers none), the shop's cap on the product over all its lines, the stock of
 * what the line takes. Its product is read in the batch of the shop's lookup.
 */
export async function addToCart(c: C): Promise<PageReads<Map<string, Offer>>> {
  const values = withCombination(await readForm(c))
  const parsed = OrderLineInput.safeParse({
    productId: values.productId ?? '',
    quantity: values.quantity ?? '',
    size: values.size || undefined,
    color: values.color || undefined,
  })
  return {
    plan: (db, storeId) =>
      offersPlan(db, storeId, parsed.success ? [parsed.data.productId] : [], c.var.ctx.now),
    render: async (c, { store, ctx }, offers) => {
      const back = (errors: FieldErrors, formError?: string) =>
        backToProduct(c, ctx.basePath, values, errors, formError)
      if (!parsed.success) return back(zodFieldErrors(parsed.error))
      const line = chosenLine(parsed.data)
      const item = offers.get(line.productId)
      if (!item) throw new ApiError('NOT_FOUND', msg.productUnavailable)
      const found = resolveChoice(item, line)
      // A product with variants is chosen in one list of its combinations (issue 27).
      const inList = item.variants.length > 0
      if (isProblem(found)) {
        // An option the product has no field for (a size on a product without sizes): said
        // above the form, where the shopper sees it.
        const field = { size: item.sizes, color: item.colors, quantity: [''] }[found.path]
        return field.length
          ? back({ [inList ? 'variant' : found.path]: found.message })
          : back({}, found.message)
      }
      const lines = readCart(c, store.id)
      const next = mergeLines([...lines, line])
      if (quantityOfProduct(next, line.productId) > store.maxOrderQuantity)
        return back({ quantity: msg.aboveOrderCap(store.maxOrderQuantity) })
      // Two lines may share a stock (two sizes of a product without variants): all of it counts.
      const taken = lines.reduce((sum, l) => {
        if (l.productId !== line.productId) return sum
        const other = resolveChoice(item, l)
        return !isProblem(other) && other.holder.id === found.holder.id ? sum + l.quantity : sum
      }, 0)
      // A sold-out combination, disabled in the list, may have sold since the page was shown.
      const left = Math.max(0, found.holder.stock - taken)
      if (line.quantity > left)
        return back({
          [left || !inList ? 'quantity' : 'variant']: msg.outOfStock(found.holder.name, left),
        })
      if (next.length > MAX_CART_LINES) return back({}, cartMsg.full)
      writeCart(c, store.id, ctx.basePath, next)
      return c.redirect(`${ctx.basePath}/cart?added=1`, 303)
    },
  }
}

/** POST /<slug>/cart/update: a line's new quantity (0 removes it). */
export async function updateCart(c: C, { store, ctx }: Shop) {
  const values = await readForm(c)
  const qty = /^\s*\d{1,3}\s*$/.test(values.quantity ?? '') ? Number(values.quantity) : null
  if (qty === null) return c.redirect(`${ctx.basePath}/cart?invalid=1`, 303)
  const lines = readCart(c, store.id)
  const next = setQuantity(lines, values.line ?? '', qty)
  const productId = lines.find((l) => lineKey(l) === values.line)?.productId
  // The checkout would refuse it (the cap counts every line of the product): heard now.
  if (productId && quantityOfProduct(next, productId) > store.maxOrderQuantity)
    return c.redirect(`${ctx.basePath}/cart?cap=1`, 303)
  writeCart(c, store.id, ctx.basePath, next)
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
 * and one sentence per line saying so; the total follows. `lines`: the cart to store, when
 * this changed it (lines that no longer exist already left the cookie, in cartOf).
 */
function clampToStock(cart: LoadedCart) {
  const over = cart.view.lines.filter((l) => l.quantity > l.available)
  const lines = cart.kept.flatMap((l, i) => {
    const left = cart.view.lines[i]!.available
    return l.quantity <= left ? [l] : left > 0 ? [{ ...l, quantity: left }] : []
  })
  const message = over.map((l) => t.cartClamped(lineLabel(l.name, l.size, l.color), l.available))
  return {
    view: over.length ? priceCart(lines, cart.items).view : cart.view,
    message: over.length ? message.join(' ') : undefined,
    lines: over.length ? lines : null,
  }
}

/**
 * GET /<slug>/cart: one message at most, the stock's correction first. Its products are read
 * with the shop's row: one round trip.
 */
export async function cartPage(c: C): Promise<PageReads<(shop: Shop) => CartWithOptions>> {
  return { plan: cartReads(c), render: async (c, shop, cart) => renderCart(c, shop, cart(shop)) }
}

function renderCart(c: C, shop: Shop, loaded: CartWithOptions) {
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
  const delivery = offersDelivery(loaded.delivery) ? loaded.delivery : undefined
  const data = { cart: view, notice, error, delivery }
  if (lines) writeCart(c, shop.store.id, shop.ctx.basePath, lines)
  return shop.html(<CartPage ctx={shop.ctx} data={data} />, { headers: PRIVATE_PAGE })
}
