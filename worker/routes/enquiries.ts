import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { validate } from '../lib/validate'
import { requireShop } from '../middleware/shop'
import { EnquiryListQuery } from '../schemas/enquiries'
import { asStore } from '../services/context'
import { listEnquiries, markEnquiryRead } from '../services/enquiries'

/** "Messages clients": what shoppers wrote from the shop's contact page. */
export const enquiryRoutes = new Hono<AppEnv>()
  .use(requireShop('customers'))
  .get('/', validate('query', EnquiryListQuery), async (c) =>
    c.json(await listEnquiries(asStore(c.var.ctx), c.req.valid('query')), 200),
  )
  .patch('/:id/read', async (c) =>
    c.json(await markEnquiryRead(asStore(c.var.ctx), c.req.param('id')), 200),
  )
