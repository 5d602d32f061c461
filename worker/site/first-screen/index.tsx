import type { Context } from 'hono'
import { renderToString } from 'react-dom/server'
import type { AppEnv } from '../../env'
import { BOARD_DAYS } from '../../schemas/board-period'
import { type FirstRead, ME_PATH } from '../../schemas/first-screen'
import type { Order } from '../../schemas/orders'
import type { OpenSession } from '../../services/sessions'
import { OrderFirstScreen } from './order'
import { type AppFetch, readAsTheApp } from './reads'

/**
 * What the worker gives a dashboard page with the shell, for the seconds the app's code takes
 * to arrive on a slow phone (ADR 066): the reads its first screen asks, by the path the app's
 * client asks them, so that the app does not wait for them; and, for an order, the order drawn.
 */
export type FirstScreen = {
  reads: Record<string, FirstRead>
  drawn: { html: string } | null
}

/**
 * An alert's link: `/user/orders/<id>` (not « Nouvelle vente », `/user/orders/new`). An id's
 * characters only: the segment becomes the path of a read, never `..` or an escape.
 */
const ORDER_PAGE = /^\/user\/orders\/([\w-]+)\/?$/

/**
 * The reads of a page's first screen, written as the app's client writes them (a test holds
 * the two together: tests/browser/first-reads.test.ts). Both pages: who is signed in, so that
 * the app draws the page while the session's token is still coming (ADR 067). The board: its
 * figures, the product count of its first steps, the shop and its settings, the bell and the
 * atelier's menu.
 */
function readsOf(pathname: string, session: OpenSession): string[] {
  const shop = `/api/stores/${session.userId}`
  const order = ORDER_PAGE.exec(pathname)?.[1]
  if (order && order !== 'new') return [`/api/orders/${order}`, shop, ME_PATH]
  if (session.role !== 'user' || !/^\/user(\/dashboard)?\/?$/.test(pathname)) return []
  return [
    ME_PATH,
    shop,
    `/api/stats?days=${BOARD_DAYS}`,
    '/api/products?page=1&pageSize=1',
    '/api/store/personalization',
    '/api/store/domain',
    '/api/notifications',
    '/api/atelier/access',
  ]
}

/**
 * The API paths a page navigated to reads first, or none: another page, or a request that is
 * not a navigation (the service worker's copy of the shell must carry nobody's data).
 */
export function firstReadsOf(c: Context<AppEnv>, session: OpenSession): string[] {
  if (c.req.header('sec-fetch-mode') !== 'navigate') return []
  return readsOf(new URL(c.req.url).pathname, session)
}

/**
 * The first screen made of those reads, or null. A failure never costs the page: it is the
 * shell alone, as before.
 */
export async function firstScreen(
  c: Context<AppEnv>,
  session: OpenSession,
  paths: string[],
  appFetch: AppFetch,
): Promise<FirstScreen | null> {
  try {
    const reads = await readAsTheApp(c, session, paths, appFetch)
    if (Object.keys(reads).length === 0) return null
    return { reads, drawn: drawnOrder(paths, reads) }
  } catch (error) {
    console.error('first screen', c.req.path, error)
    return null
  }
}

/** An order's page drawn from its reads: the order, and its shop's clock for the date. */
function drawnOrder([orderPath, shopPath]: string[], reads: FirstScreen['reads']) {
  const order = orderPath?.startsWith('/api/orders/') ? reads[orderPath]?.body : undefined
  const shop = shopPath ? reads[shopPath]?.body : undefined
  const timeZone = (shop as { data?: { timeZone?: string } } | undefined)?.data?.timeZone
  if (!order || !timeZone) return null
  const o = order as Order
  return { html: renderToString(<OrderFirstScreen order={o} timeZone={timeZone} />) }
}

/** The reads as a JSON data block: `<` escaped, so no text of the order can close the script. */
export const readsJson = (reads: FirstScreen['reads']) =>
  JSON.stringify(reads).replace(/</g, '\\u003c')
