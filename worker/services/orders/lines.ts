import { msg } from '../../schemas/messages'

/**
 * The rules of an order's lines, in one place for every way an order is made (storefront cart,
 * checkout, product page, JSON API, the merchant's recorded sale): which sizes and colours a
 * line may name, which stock it takes, how much of one product one order may take. Pure: the
 * callers read the products (one batch) and write the order (one batch); nothing here waits.
 */

/** A line as chosen, normalised: no size or colour is `''` (never undefined, never padded). */
export type Choice = { productId: string; size: string; color: string }
export type ChosenLine = Choice & { quantity: number }

/** A combination of a product with its own stock (a product with variants sells only those). */
export type OfferedVariant = { id: string; size: string; color: string; stock: number }

/** What a line is bought from, as read from the shop's active products. */
export type Offer = {
  id: string
  name: string
  imageUrl: string | null
  sizes: readonly string[]
  colors: readonly string[]
  stock: number
  /** The price now (a running discount applied): the request never sets it. */
  unitPrice: number
  variants: readonly OfferedVariant[]
  /** What a promo code limited to chosen categories looks at (issue 26). */
  categoryId?: string | null
}

/** What is wrong with one line, said beside the field it is about. */
export type LineProblem = {
  code: 'UNPROCESSABLE' | 'CONFLICT'
  path: 'size' | 'color' | 'quantity'
  message: string
}

export const lineKey = (l: Choice) => `${l.productId}|${l.size}|${l.color}`

/** A line as a form or the API sends it (options optional, maybe padded) in its one shape. */
export const chosenLine = (l: {
  productId: string
  quantity: number
  size?: string | null
  color?: string | null
}): ChosenLine => ({
  productId: l.productId,
  quantity: l.quantity,
  size: (l.size ?? '').trim(),
  color: (l.color ?? '').trim(),
})

/** The same product, size and colour asked twice is one line with the quantities added. */
export function mergeLines<L extends ChosenLine>(lines: readonly L[]): L[] {
  const byKey = new Map<string, L>()
  for (const line of lines) {
    const prev = byKey.get(lineKey(line))
    byKey.set(lineKey(line), prev ? { ...prev, quantity: prev.quantity + line.quantity } : line)
  }
  return [...byKey.values()]
}

/**
 * One option (size or colour) of a line against what the product offers. A product that offers
 * none takes none: an invented size would otherwise be a new line of the same product, each
 * within the cap (five sizes "z0"…"z4" of 10 = 50 units), and be stored on the order as if sold.
 */
function optionProblem(
  offered: readonly string[],
  chosen: string,
  path: 'size' | 'color',
): LineProblem | null {
  if (offered.length === 0) {
    if (chosen === '') return null
    const message = path === 'size' ? msg.sizeNotOffered : msg.colorNotOffered
    return { code: 'UNPROCESSABLE', path, message }
  }
  // An array lookup, never an object's keys: "__proto__" or "constructor" is just a missing size.
  if (offered.includes(chosen)) return null
  const message = path === 'size' ? msg.chooseSize : msg.chooseColor
  return { code: 'UNPROCESSABLE', path, message }
}

/** Where a line takes its stock from: its variant when the product has some, else the product. */
export type StockHolder = { id: string; name: string; stock: number }

export type Resolved = { variant: OfferedVariant | null; holder: StockHolder }

/**
 * A line's choice against its product: the variant (and stock) it takes, or what is wrong with
 * it (a size and a colour among those offered, none when none is; an existing combination when
 * the product has variants).
 */
export function resolveChoice(offer: Offer, choice: Choice): Resolved | LineProblem {
  const problem =
    optionProblem(offer.sizes, choice.size, 'size') ??
    optionProblem(offer.colors, choice.color, 'color')
  if (problem) return problem
  if (offer.variants.length === 0) return { variant: null, holder: offer }
  const v = offer.variants.find((x) => x.size === choice.size && x.color === choice.color)
  if (!v) return { code: 'UNPROCESSABLE', path: 'size', message: msg.variantUnavailable }
  const label = [v.size, v.color].filter(Boolean).join(', ')
  const name = label ? `${offer.name} (${label})` : offer.name
  return { variant: v, holder: { id: v.id, name, stock: v.stock } }
}

export const isProblem = (r: Resolved | LineProblem): r is LineProblem => 'message' in r

/**
 * The first line of a product the order takes more of than the shop's cap, counting every line
 * of that product (all its sizes, colours and variants together): the cap is on one product
 * in one anonymous order (ADR 015), whatever the options. Its index is the product's first line.
 */
export function capOverrun(lines: readonly ChosenLine[], cap: number): number | null {
  const byProduct = new Map<string, number>()
  for (const l of lines) byProduct.set(l.productId, (byProduct.get(l.productId) ?? 0) + l.quantity)
  const index = lines.findIndex((l) => (byProduct.get(l.productId) ?? 0) > cap)
  return index === -1 ? null : index
}

/** Units of one product the lines already take, all options together. */
export const quantityOfProduct = (lines: readonly ChosenLine[], productId: string) =>
  lines.reduce((sum, l) => sum + (l.productId === productId ? l.quantity : 0), 0)

/**
 * The first stock holder the lines ask more of than it holds, with what is left: two lines may
 * share one holder (two sizes of a product without variants share the product's stock).
 */
export function stockShortfall(
  wanted: readonly { holder: StockHolder; quantity: number }[],
): LineProblem | null {
  const need = new Map<string, StockHolder & { quantity: number }>()
  for (const { holder, quantity } of wanted) {
    const prev = need.get(holder.id)
    need.set(holder.id, { ...holder, quantity: (prev?.quantity ?? 0) + quantity })
  }
  for (const n of need.values())
    if (n.quantity > n.stock)
      return { code: 'CONFLICT', path: 'quantity', message: msg.outOfStock(n.name, n.stock) }
  return null
}

export type PricedLine = {
  line: ChosenLine
  offer: Offer
  variant: OfferedVariant | null
  holder: StockHolder
  unitPrice: number
  lineTotal: number
}

/** Why a whole order is refused, for the caller's error envelope (`index`: the line at fault). */
export type OrderProblem =
  | { kind: 'unavailable'; index: number }
  | { kind: 'cap'; index: number; cap: number }
  | { kind: 'line'; index: number; problem: LineProblem }
  | { kind: 'total' }

/**
 * Every rule of an order's lines, in order: the cap per product (a shopper's order; none for
 * the merchant's own sale), each product offered, each choice offered, the stock of each holder,
 * a total a number can hold. `asked` as sent (a problem names the line as the shopper sent it);
 * the priced lines are merged when `merge` (a sale keeps its lines: each has its agreed price).
 */
export function priceOrder(
  asked: readonly ChosenLine[],
  offers: ReadonlyMap<string, Offer>,
  rules: { cap: number | null; merge: boolean },
): { priced: PricedLine[]; total: number } | OrderProblem {
  const over = rules.cap === null ? null : capOverrun(asked, rules.cap)
  if (over !== null) return { kind: 'cap', index: over, cap: rules.cap! }
  const missing = asked.findIndex((l) => !offers.has(l.productId))
  if (missing !== -1) return { kind: 'unavailable', index: missing }
  const priced: PricedLine[] = []
  for (const line of rules.merge ? mergeLines(asked) : asked) {
    const offer = offers.get(line.productId)!
    const resolved = resolveChoice(offer, line)
    if (isProblem(resolved))
      return {
        kind: 'line',
        index: asked.findIndex((l) => lineKey(l) === lineKey(line)),
        problem: resolved,
      }
    const lineTotal = offer.unitPrice * line.quantity
    priced.push({ line, offer, ...resolved, unitPrice: offer.unitPrice, lineTotal })
  }
  const short = stockShortfall(priced.map((p) => ({ holder: p.holder, quantity: p.line.quantity })))
  if (short) return { kind: 'line', index: 0, problem: short }
  const total = priced.reduce((sum, p) => sum + p.lineTotal, 0)
  // Past 2^53 a number no longer holds every integer: the total would be silently wrong.
  if (!Number.isSafeInteger(total)) return { kind: 'total' }
  return { priced, total }
}
