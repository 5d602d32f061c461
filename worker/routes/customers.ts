import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { validate } from '../lib/validate'
import { requireShop } from '../middleware/shop'
import { CustomerInput, CustomerListQuery } from '../schemas/customers'
import { asStore } from '../services/context'
import {
  createCustomer,
  deleteCustomer,
  getCustomer,
  listCustomers,
  updateCustomer,
} from '../services/customers'

/** Customers of the merchant's shop (issue 3, Clients). */
export const customerRoutes = new Hono<AppEnv>()
  .use(requireShop('customers'))
  .get('/', validate('query', CustomerListQuery), async (c) =>
    c.json(await listCustomers(asStore(c.var.ctx), c.req.valid('query')), 200),
  )
  .post('/', validate('json', CustomerInput), async (c) =>
    c.json(await createCustomer(asStore(c.var.ctx), c.req.valid('json')), 201),
  )
  .get('/:id', async (c) => c.json(await getCustomer(asStore(c.var.ctx), c.req.param('id')), 200))
  .put('/:id', validate('json', CustomerInput), async (c) =>
    c.json(await updateCustomer(asStore(c.var.ctx), c.req.param('id'), c.req.valid('json')), 200),
  )
  .delete('/:id', async (c) => {
    await deleteCustomer(asStore(c.var.ctx), c.req.param('id'))
    return c.body(null, 204)
  })
