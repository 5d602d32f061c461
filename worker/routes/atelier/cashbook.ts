import type { AppEnv } from '../../env'
import { Hono } from '../../lib/hono'
import { validate } from '../../lib/validate'
import { asAtelier, requireAtelier } from '../../middleware/atelier'
import {
  CashbookCategoryInput,
  CashbookEntryInput,
  CashbookListQuery,
  CashbookSummaryQuery,
} from '../../schemas/atelier/cashbook'
import {
  createCashbookEntry,
  deleteCashbookEntry,
  getCashbookEntry,
  listCashbook,
  updateCashbookEntry,
} from '../../services/atelier/cashbook'
import {
  createCashbookCategory,
  deleteCashbookCategory,
  listCashbookCategories,
  updateCashbookCategory,
} from '../../services/atelier/cashbook-categories'
import { cashbookSummary } from '../../services/atelier/cashbook-summary'

const guard = () => requireAtelier(['cashbook'])

/** The cash book (`cashbook`): entries, their categories and the balance by day or month. */
export const cashbookRoutes = new Hono<AppEnv>()
  .get('/', guard(), validate('query', CashbookListQuery), async (c) =>
    c.json(await listCashbook(asAtelier(c.var.ctx), c.req.valid('query')), 200),
  )
  .post('/', guard(), validate('json', CashbookEntryInput), async (c) =>
    c.json(await createCashbookEntry(asAtelier(c.var.ctx), c.req.valid('json')), 201),
  )
  .get('/summary', guard(), validate('query', CashbookSummaryQuery), async (c) =>
    c.json(await cashbookSummary(asAtelier(c.var.ctx), c.req.valid('query')), 200),
  )
  .get('/categories', guard(), async (c) =>
    c.json(await listCashbookCategories(asAtelier(c.var.ctx)), 200),
  )
  .post('/categories', guard(), validate('json', CashbookCategoryInput), async (c) =>
    c.json(await createCashbookCategory(asAtelier(c.var.ctx), c.req.valid('json')), 201),
  )
  .put('/categories/:id', guard(), validate('json', CashbookCategoryInput), async (c) =>
    c.json(
      await updateCashbookCategory(asAtelier(c.var.ctx), c.req.param('id'), c.req.valid('json')),
      200,
    ),
  )
  .delete('/categories/:id', guard(), async (c) => {
    await deleteCashbookCategory(asAtelier(c.var.ctx), c.req.param('id'))
    return c.body(null, 204)
  })
  .get('/:id', guard(), async (c) =>
    c.json(await getCashbookEntry(asAtelier(c.var.ctx), c.req.param('id')), 200),
  )
  .put('/:id', guard(), validate('json', CashbookEntryInput), async (c) =>
    c.json(
      await updateCashbookEntry(asAtelier(c.var.ctx), c.req.param('id'), c.req.valid('json')),
      200,
    ),
  )
  .delete('/:id', guard(), async (c) => {
    await deleteCashbookEntry(asAtelier(c.var.ctx), c.req.param('id'))
    return c.body(null, 204)
  })
