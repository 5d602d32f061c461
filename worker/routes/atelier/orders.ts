import type { AppEnv } from '../../env'
import { Hono } from '../../lib/hono'
import { validate } from '../../lib/validate'
import { asAtelier, requireAtelier } from '../../middleware/atelier'
import {
  CalendarQuery,
  TailoringOrderCreateInput,
  TailoringOrderListQuery,
  TailoringOrderUpdateInput,
  TailoringPaymentInput,
  TailoringStageInput,
} from '../../schemas/atelier/orders'
import { getTailoringCalendar } from '../../services/atelier/calendar'
import { createTailoringOrder } from '../../services/atelier/tailoring-orders/create'
import { getTailoringOrder } from '../../services/atelier/tailoring-orders/detail'
import {
  deleteTailoringOrder,
  updateTailoringOrder,
} from '../../services/atelier/tailoring-orders/edit'
import { getOrderFormOptions } from '../../services/atelier/tailoring-orders/options'
import { recordTailoringPayment } from '../../services/atelier/tailoring-orders/payments'
import { listTailoringOrders } from '../../services/atelier/tailoring-orders/queries'
import { moveTailoringStage } from '../../services/atelier/tailoring-orders/stage'

/** /api/atelier/orders: tailoring orders (issue 8). Each route carries its own guard. */
export const tailoringOrderRoutes = new Hono<AppEnv>()
  .get('/', requireAtelier(['orders']), validate('query', TailoringOrderListQuery), async (c) =>
    c.json(await listTailoringOrders(asAtelier(c.var.ctx), c.req.valid('query')), 200),
  )
  .get('/form-options', requireAtelier(['orders']), async (c) =>
    c.json(await getOrderFormOptions(asAtelier(c.var.ctx)), 200),
  )
  .post('/', requireAtelier(['orders']), validate('json', TailoringOrderCreateInput), async (c) =>
    c.json(await createTailoringOrder(asAtelier(c.var.ctx), c.req.valid('json')), 201),
  )
  .get('/:id', requireAtelier(['orders']), async (c) =>
    c.json(await getTailoringOrder(asAtelier(c.var.ctx), c.req.param('id')), 200),
  )
  .put('/:id', requireAtelier(['orders']), validate('json', TailoringOrderUpdateInput), async (c) =>
    c.json(
      await updateTailoringOrder(asAtelier(c.var.ctx), c.req.param('id'), c.req.valid('json')),
      200,
    ),
  )
  .post(
    '/:id/stage',
    requireAtelier(['orders']),
    validate('json', TailoringStageInput),
    async (c) =>
      c.json(
        await moveTailoringStage(asAtelier(c.var.ctx), c.req.param('id'), c.req.valid('json')),
        200,
      ),
  )
  // The cashier takes money without managing orders: 'cashbook' is enough to record a payment.
  .post(
    '/:id/payments',
    requireAtelier(['orders', 'cashbook']),
    validate('json', TailoringPaymentInput),
    async (c) =>
      c.json(
        await recordTailoringPayment(asAtelier(c.var.ctx), c.req.param('id'), c.req.valid('json')),
        201,
      ),
  )
  .delete('/:id', requireAtelier(['orders']), async (c) => {
    await deleteTailoringOrder(asAtelier(c.var.ctx), c.req.param('id'))
    return c.body(null, 204)
  })

/** /api/atelier/calendar: due dates of the open orders. */
export const calendarRoutes = new Hono<AppEnv>().get(
  '/',
  requireAtelier(['orders']),
  validate('query', CalendarQuery),
  async (c) => c.json(await getTailoringCalendar(asAtelier(c.var.ctx), c.req.valid('query')), 200),
)
