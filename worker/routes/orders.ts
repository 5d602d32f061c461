import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { validate } from '../lib/validate'
import { requireShop } from '../middleware/shop'
import { CashReceivedInput, DoorOutcomeInput } from '../schemas/couriers'
import { OrderListQuery, OrderStatusInput } from '../schemas/orders'
import { TransferDecisionInput } from '../schemas/payments'
import { ManualSaleInput } from '../schemas/sales'
import { localDay } from '../schemas/shop-clock'
import { asStore } from '../services/context'
import { recordOrderDoorOutcome } from '../services/couriers/order-door'
import { recordManualSale } from '../services/manual-sales'
import { recordCashReceived } from '../services/orders/cash-received'
import { exportOrdersCsv } from '../services/orders/export'
import { getOrder, listOrders, readOrder } from '../services/orders/orders'
import { decideTransfer, refundOrder } from '../services/orders/payment-decisions'
import { receiptLink } from '../services/orders/receipt-link'
import { updateOrderStatus } from '../services/orders/status'
import { expireIfOverdue, isOverdue } from '../services/payments/expiry'

export const orderRoutes = new Hono<AppEnv>()
  .use(requireShop('orders'))
  .get('/', validate('query', OrderListQuery), async (c) =>
    c.json(await listOrders(asStore(c.var.ctx), c.req.valid('query')), 200),
  )
  .get('/export', validate('query', OrderListQuery), async (c) =>
    c.body(await exportOrdersCsv(asStore(c.var.ctx), c.req.valid('query')), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="commandes-${localDay(c.var.ctx.now, asStore(c.var.ctx).store.timeZone)}.csv"`,
      'cache-control': 'no-store',
    }),
  )
  // "Nouvelle vente": a sale made in the shop or over WhatsApp, taking stock like an order.
  .post('/manual', validate('json', ManualSaleInput), async (c) =>
    c.json(await recordManualSale(asStore(c.var.ctx), c.req.valid('json')), 201),
  )
  .get('/:id', async (c) => {
    const ctx = asStore(c.var.ctx)
    const { row, order } = await readOrder(ctx, c.req.param('id'))
    // An order read past its payment delay is expired first: its stock is never shown held.
    // Rare, so the common read stays one round trip after the account's (ADR 044).
    if (!isOverdue(row, ctx.now)) return c.json(order, 200)
    await expireIfOverdue(ctx, row)
    return c.json(await getOrder(ctx, row.id), 200)
  })
  .patch('/:id/status', validate('json', OrderStatusInput), async (c) =>
    c.json(
      await updateOrderStatus(asStore(c.var.ctx), c.req.param('id'), c.req.valid('json')),
      200,
    ),
  )
  .post('/:id/payments/:paymentId/decision', validate('json', TransferDecisionInput), async (c) =>
    c.json(
      await decideTransfer(
        asStore(c.var.ctx),
        c.req.param('id'),
        c.req.param('paymentId'),
        c.req.valid('json'),
      ),
      200,
    ),
  )
  // "Encaisser": cash or money the merchant received; less than the rest is an "Acompte".
  .post('/:id/cash', validate('json', CashReceivedInput), async (c) =>
    c.json(
      await recordCashReceived(asStore(c.var.ctx), c.req.param('id'), c.req.valid('json')),
      200,
    ),
  )
  // The receipt to share or print (issue 27): its private link, made on first ask.
  .post('/:id/receipt-link', async (c) =>
    c.json(await receiptLink(asStore(c.var.ctx), c.req.param('id')), 200),
  )
  .post('/:id/refund', async (c) =>
    c.json(await refundOrder(asStore(c.var.ctx), c.req.param('id')), 200),
  )
  // The door (ADR 052): who holds the parcel, and the outcome the merchant records for the courier.
  .post('/:id/door-outcome', validate('json', DoorOutcomeInput), async (c) =>
    c.json(
      await recordOrderDoorOutcome(asStore(c.var.ctx), c.req.param('id'), c.req.valid('json')),
      200,
    ),
  )
