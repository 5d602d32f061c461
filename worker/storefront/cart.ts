import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import * as z from 'zod/mini'
import type { CartLineView, CartView } from '#themes/types.ts'
import { msg } from '../schemas/messages'
import { quantity } from '../schemas/orders'
import { isProblem, lineKey, mergeLines, type Offer, resolveChoice } from '../services/orders/lines'

/**
 * The cart lives in a cookie per shop, without JavaScript and without an account. It holds
 * only what the shopper chose (product ids, sizes, colours, quantities), never a price: every
 * page and the checkout re-read products, prices and stock from the database, so a cookie
 * edited by hand can at worst name other products of the same shop.
 */
export type CartLine = { productId: string; quantity: number; size: string; color: string }

export const MAX_CART_LINES = 20
const MAX_AGE = 60 * 60 * 24 * 30

export const cartMsg = {
  full: msg.cartFull(MAX_CART_LINES),
} as const

const option = z.string().check(z.maxLength(40))
/** [productId, quantity, size, colour]: short, so twenty lines stay far below 4 KB. */
const StoredLine = z.tuple([
  z.string().check(z.regex(/^prd_[a-z0-9]{1,40}$/)),
  quantity,
  option,
  option,
])
const Stored = z.array(z.unknown()).check(z.maxLength(MAX_CART_LINES))

const cartCookieName = (storeId: string) => `bt_cart_${storeId}`

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

function fromBase64Url(value: string): string {
  const bin = atob(value.replace(/-/g, '+').replace(/_/g, '/'))
  return new TextDecoder().decode(Uint8Array.from(bin, (ch) => ch.charCodeAt(0)))
}

/** The cart as stored; anything malformed is dropped line by line (or whole, if unreadable). */
function decodeCart(value: string | undefined): CartLine[] {
  if (!value || value.length > 4096) return []
  try {
    const stored = Stored.safeParse(JSON.parse(fromBase64Url(value)))
    if (!stored.success) return []
    return mergeLines(
      stored.data.flatMap((raw) => {
        const line = StoredLine.safeParse(raw)
        if (!line.success) return []
        const [productId, qty, size, color] = line.data
        return [{ productId, quantity: qty, size, color }]
      }),
    )
  } catch {
    return []
  }
}

const encodeCart = (lines: CartLine[]) =>
  toBase64Url(JSON.stringify(lines.map((l) => [l.productId, l.quantity, l.size, l.color])))

export const readCart = (c: Context, storeId: string) =>
  decodeCart(getCookie(c, cartCookieName(storeId)))

/** Lax: the cart follows a shopper coming from a link, never a cross-site form post. */
export function writeCart(c: Context, storeId: string, basePath: string, lines: CartLine[]) {
  const name = cartCookieName(storeId)
  const path = basePath || '/'
  if (lines.length === 0) {
    deleteCookie(c, name, { path })
    return
  }
  setCookie(c, name, encodeCart(lines), {
    path,
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    maxAge: MAX_AGE,
  })
}

/** New quantity of one line; 0 removes it. */
export const setQuantity = (lines: CartLine[], key: string, qty: number) =>
  lines.flatMap((l) => (lineKey(l) !== key ? [l] : qty > 0 ? [{ ...l, quantity: qty }] : []))

/** What a cart line is bought from: re-read from the database for every render. */
export type Purchasable = Offer

/**
 * Units left for a choice, or the problem with it: the order's own rules (order-lines.ts), so
 * the cart never holds a line the checkout would refuse for its size or colour.
 */
export function availability(
  p: Offer,
  line: Pick<CartLine, 'productId' | 'size' | 'color'>,
): { available: number } | { path: 'size' | 'color' | 'quantity'; message: string } {
  const resolved = resolveChoice(p, line)
  return isProblem(resolved) ? resolved : { available: resolved.holder.stock }
}

/**
 * The cart priced now. Lines whose product is gone, unpublished, or whose size/colour no
 * longer exists are left out (`removed` says how many, to tell the shopper and fix the cookie).
 */
export function priceCart(lines: CartLine[], items: ReadonlyMap<string, Offer>) {
  const kept: CartLine[] = []
  const views: CartLineView[] = []
  for (const line of lines) {
    const p = items.get(line.productId)
    const found = p ? availability(p, line) : null
    if (!p || !found || !('available' in found)) continue
    kept.push(line)
    views.push({
      key: lineKey(line),
      productId: p.id,
      name: p.name,
      imageUrl: p.imageUrl,
      size: line.size || null,
      color: line.color || null,
      quantity: line.quantity,
      unitPrice: p.unitPrice,
      lineTotal: p.unitPrice * line.quantity,
      available: found.available,
    })
  }
  const view: CartView = {
    lines: views,
    total: views.reduce((sum, l) => sum + l.lineTotal, 0),
    count: views.reduce((sum, l) => sum + l.quantity, 0),
  }
  return { view, kept, removed: lines.length - kept.length }
}
