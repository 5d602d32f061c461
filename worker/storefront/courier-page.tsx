import type { Context } from 'hono'
import { generateCookie, getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/errors'
import { courierMsg, DOOR_OUTCOME_LABEL, DoorOutcomeInput } from '../schemas/couriers'
import { formatMoney } from '../schemas/money'
import { deliveryOnRun, readCourierRun, runOfToken } from '../services/couriers/courier-run'
import { recordDoorOutcome } from '../services/couriers/door'
import { CourierPage, type Flash, LinkGonePage } from './courier-view'
import { PRIVATE_PAGE, readForm } from './forms'
import { courierWords as w } from './fr'
import { type Shop, shopCtx } from './shop'

type C = Context<AppEnv>

/**
 * The link is the courier's only credential (ADR 052): never cached, never indexed, and never
 * sent on as a referrer by a link the page opens (the location's maps link).
 */
const COURIER_PAGE = { ...PRIVATE_PAGE, 'referrer-policy': 'no-referrer' }

/** What the last button did, carried across the 303 in a one-minute cookie spent by the page. */
const FLASH = 'bt_door'

const pageOf = (shop: Shop, token: string) => `${shop.ctx.basePath}/livraison/${token}`

const gone = (shop: Shop, text: string, status = 404) =>
  shop.html(<LinkGonePage text={text} />, { status, headers: COURIER_PAGE })

function takeFlash(c: C, path: string): { flash: Flash | null; spent?: string } {
  const raw = getCookie(c, FLASH)
  if (raw === undefined) return { flash: null }
  const spent = generateCookie(FLASH, '', { path, maxAge: 0 })
  try {
    const saved = JSON.parse(raw)
    if (typeof saved?.text !== 'string') return { flash: null, spent }
    return { flash: { ok: saved.ok === true, text: saved.text.slice(0, 300) }, spent }
  } catch {
    return { flash: null, spent }
  }
}

function backWith(c: C, path: string, flash: Flash, anchor?: string) {
  setCookie(c, FLASH, JSON.stringify(flash), {
    path,
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    maxAge: 60,
  })
  return c.redirect(anchor ? `${path}#${anchor}` : path, 303)
}

/**
 * A form posted from another site: the link's secret is in the path, not in a cookie, so a
 * forged post needs the link anyway; browsers say where a post comes from, and the page only
 * ever posts to itself.
 */
function isCrossSite(c: C): boolean {
  const site = c.req.header('sec-fetch-site')
  if (site !== undefined) return site !== 'same-origin'
  const origin = c.req.header('origin')
  return origin !== undefined && origin !== new URL(c.req.url).origin
}

/** GET /<slug>/livraison/<token>: the courier's parcels of the day, and the four buttons. */
export async function courierPage(c: C, shop: Shop) {
  const token = c.req.param('token') ?? ''
  const run = await readCourierRun(shopCtx(c), token)
  if (!run) return gone(shop, courierMsg.linkGone)
  const path = pageOf(shop, token)
  const { flash, spent } = takeFlash(c, path)
  const { store } = shop
  return shop.html(
    <CourierPage
      shop={{ name: store.name, color: store.color, timeZone: store.timeZone }}
      run={run}
      action={path}
      flash={flash}
    />,
    { headers: { ...COURIER_PAGE, ...(spent ? { 'set-cookie': spent } : {}) } },
  )
}

/**
 * POST /<slug>/livraison/<token>/<deliveryId>: one button. A parcel of another run or shop is
 * the same 404 as an unknown link (nothing written); the outcome's own refusals (already
 * recorded, day closed) come back on the page, above the parcels.
 */
export async function courierOutcome(c: C, shop: Shop) {
  if (isCrossSite(c)) return gone(shop, w.crossSite, 403)
  const ctx = shopCtx(c)
  const token = c.req.param('token') ?? ''
  const found = await runOfToken(ctx, token)
  if (!found) return gone(shop, courierMsg.linkGone)
  const delivery = await deliveryOnRun(ctx, found.run, c.req.param('deliveryId') ?? '')
  if (!delivery) return gone(shop, courierMsg.notOnRun)
  const path = pageOf(shop, token)
  const anchor = `p-${delivery.id}`
  const parsed = DoorOutcomeInput.safeParse({ outcome: (await readForm(c)).outcome })
  if (!parsed.success)
    return backWith(c, path, { ok: false, text: parsed.error.issues[0]!.message }, anchor)
  const { outcome } = parsed.data
  try {
    const done = await recordDoorOutcome(ctx, {
      delivery,
      outcome,
      by: { kind: 'courier', name: found.courierName },
    })
    const cash = done.cashCollected > 0 ? formatMoney(done.cashCollected, done.currency) : null
    const text = [w.recorded(done.number, DOOR_OUTCOME_LABEL[outcome]), cash && w.collected(cash)]
    return backWith(c, path, { ok: true, text: text.filter(Boolean).join(' ') })
  } catch (err) {
    if (!(err instanceof ApiError) || err.status >= 500) throw err
    return backWith(c, path, { ok: false, text: err.message }, anchor)
  }
}
