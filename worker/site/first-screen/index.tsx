import { renderToString } from 'react-dom/server'
import type { RequestCtx } from '../../env'
import { ApiError } from '../../lib/errors'
import { callerOf } from '../../middleware/auth'
import { shopContext } from '../../middleware/shop'
import { asStore } from '../../services/context'
import { readOrder } from '../../services/orders/orders'
import { isOverdue } from '../../services/payments/expiry'
import type { OpenSession } from '../../services/sessions'
import { firstScreenWords as w } from './fr'
import { OrderFirstScreen } from './order'

/**
 * A dashboard page drawn by the worker with the shell, for the time the app's code takes to
 * arrive on a slow phone (ADR 066): its HTML, its title, and what it read, by the API path the
 * app would ask, so that the app shows it without asking again.
 */
export type FirstScreen = { title: string; html: string; reads: Record<string, unknown> }

/** An alert's link: `/user/orders/<id>` (not « Nouvelle vente », `/user/orders/new`). */
const ORDER_PAGE = /^\/user\/orders\/([^/]+)\/?$/

/**
 * The first screen of `pathname` for the session's account, read as the API reads it for that
 * account (the same account check, the same shop guard, the same service), or null: a page
 * without one, or a read the API would refuse. It never costs the page: a failure is the shell
 * alone, as before.
 */
export async function firstScreen(
  ctx: RequestCtx,
  session: OpenSession,
  pathname: string,
): Promise<FirstScreen | null> {
  const segment = ORDER_PAGE.exec(pathname)?.[1]
  if (!segment || segment === 'new') return null
  try {
    const caller = await callerOf(ctx, {
      sub: session.userId,
      sid: session.familyId,
      issuedAtMs: ctx.now.getTime(),
    })
    const shop = asStore(await shopContext(ctx, caller, 'orders', 'GET'))
    const { row, order } = await readOrder(shop, decodeURIComponent(segment))
    // Past its payment delay, the API expires it on its read: the app's read does that.
    if (isOverdue(row, ctx.now)) return null
    return {
      title: w.orderTitle(order.number),
      html: renderToString(<OrderFirstScreen order={order} timeZone={shop.store.timeZone} />),
      reads: { [`/api/orders/${segment}`]: order },
    }
  } catch (error) {
    if (!(error instanceof ApiError)) console.error('first screen', pathname, error)
    return null
  }
}

/** The reads as a JSON data block: `<` escaped, so no text of the order can close the script. */
export const readsJson = (reads: FirstScreen['reads']) =>
  JSON.stringify(reads).replace(/</g, '\\u003c')
