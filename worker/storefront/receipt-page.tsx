import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { readReceipt } from '../services/orders/receipt-link'
import { PRIVATE_PAGE } from './forms'
import { ReceiptGonePage, ReceiptSheet } from './receipt-view'
import { type Shop, shopCtx } from './shop'

type C = Context<AppEnv>

/** The link is the only credential: never cached nor indexed, never passed on as a referrer. */
const RECEIPT_PAGE = { ...PRIVATE_PAGE, 'referrer-policy': 'no-referrer' }

/**
 * GET /<slug>/recu/<token>: the receipt the merchant shared (issue 27). An unknown token is a
 * 404 naming no order.
 */
export async function receiptPage(c: C, shop: Shop) {
  const token = c.req.param('token') ?? ''
  const found = token ? await readReceipt(shopCtx(c), shop.store.id, token) : null
  if (!found) return shop.html(<ReceiptGonePage />, { status: 404, headers: RECEIPT_PAGE })
  const { store } = shop
  return shop.html(
    <ReceiptSheet
      shop={{ name: store.name, phone: store.phone, color: store.color, timeZone: store.timeZone }}
      order={found.row}
      items={found.items}
      ticket={c.req.query('format') === 'ticket'}
      path={`${shop.ctx.basePath}/recu/${token}`}
    />,
    { headers: RECEIPT_PAGE },
  )
}
