import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../env'
import { jwtSecret } from '../lib/config'
import { hmacSha256Hex, verifyHmacSha256Hex } from '../lib/hmac'

/**
 * "Se souvenir de moi sur ce téléphone" (issue 27): the delivery contact of the last order,
 * kept in the shopper's own browser to fill the next checkout of the same shop, server-side
 * (no script needed). Never any payment data: only these fields.
 *
 * The name is neither `bt_…` nor `…cart…`: the page cache bypasses visitors carrying those
 * (cache.ts), and this cookie must leave every cached page cached. Only the checkout (a
 * private page already) reads it.
 */
const COOKIE = 'shopper_details'
const KEPT = [
  'firstName',
  'lastName',
  'phoneCountryCode',
  'phone',
  'city',
  'delivery',
  'landmark',
  'location',
] as const
/** Each field's longest kept value (the location's is the form's 300), and the whole cookie's. */
const FIELD_MAX = 300
const COOKIE_MAX = 3000
const MAX_AGE = 180 * 24 * 60 * 60

type C = Context<AppEnv>

/**
 * One shop's cookie: `/<slug>/` on the platform's domain (one shop never receives what was
 * typed in another), `/` on the shop's own domain.
 */
const pathOf = (basePath: string) => `${basePath}/`

/**
 * Signed (HMAC-SHA256, `<hex>.<json>`) with the platform's secret and the shop's id: a value
 * copied from another shop's path, or made by hand, is not read.
 */
const keyOf = (c: C, storeId: string) =>
  `${new TextDecoder().decode(jwtSecret(c.env))}|shopper|${storeId}`

function keptFields(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const k of KEPT) {
    const v = values[k]
    if (typeof v === 'string' && v.trim() !== '') out[k] = v.trim().slice(0, FIELD_MAX)
  }
  return out
}

/** The remembered contact for this shop's checkout, or null (none, unsigned or malformed). */
export async function rememberedShopper(c: C, storeId: string) {
  const cookie = getCookie(c, COOKIE) ?? ''
  const dot = cookie.indexOf('.')
  const raw = cookie.slice(dot + 1)
  if (!(await verifyHmacSha256Hex(keyOf(c, storeId), raw, cookie.slice(0, dot)))) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed !== 'object' || parsed === null) return null
    const values = keptFields(parsed as Record<string, unknown>)
    return Object.keys(values).length ? values : null
  } catch {
    return null
  }
}

/**
 * After an order: ticked, the contact typed is kept for 180 days; unticked, what was kept is
 * forgotten. Set on the context: the receipt's redirect, or the receipt's page when an online
 * payment cannot start, carries it.
 */
export async function keepOrForgetShopper(
  c: C,
  storeId: string,
  basePath: string,
  values: Record<string, string>,
) {
  const kept = JSON.stringify(keptFields(values))
  // Beyond what a browser keeps (4 KB a cookie): nothing is kept rather than a truncated value.
  if (values.remember !== '1' || encodeURIComponent(kept).length > COOKIE_MAX)
    return forgetShopper(c, basePath)
  const signed = `${await hmacSha256Hex(keyOf(c, storeId), kept)}.${kept}`
  setCookie(c, COOKIE, signed, {
    path: pathOf(basePath),
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    maxAge: MAX_AGE,
  })
}

/** « Ce n'est pas vous ? Effacer », or an order placed unticked: the cookie is deleted. */
export function forgetShopper(c: C, basePath: string) {
  if (getCookie(c, COOKIE) !== undefined) deleteCookie(c, COOKIE, { path: pathOf(basePath) })
}
