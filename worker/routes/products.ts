import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { validate } from '../lib/validate'
import { requireShop } from '../middleware/shop'
import { ProductInput, ProductListQuery, VariantListQuery } from '../schemas/products'
import { asStore } from '../services/context'
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  updateProduct,
} from '../services/products'
import { listVariants } from '../services/variants'

export const productRoutes = new Hono<AppEnv>()
  .use(requireShop('catalogue', { reads: 'member' }))
  .get('/', validate('query', ProductListQuery), async (c) =>
    c.json(await listProducts(asStore(c.var.ctx), c.req.valid('query')), 200),
  )
  // Before '/:id', which would otherwise take "variants" for a product id.
  .get('/variants', validate('query', VariantListQuery), async (c) =>
    c.json(await listVariants(asStore(c.var.ctx), c.req.valid('query')), 200),
  )
  .post('/', validate('json', ProductInput), async (c) =>
    c.json(await createProduct(asStore(c.var.ctx), c.req.valid('json')), 201),
  )
  .get('/:id', async (c) => c.json(await getProduct(asStore(c.var.ctx), c.req.param('id')), 200))
  .put('/:id', validate('json', ProductInput), async (c) =>
    c.json(await updateProduct(asStore(c.var.ctx), c.req.param('id'), c.req.valid('json')), 200),
  )
  .delete('/:id', async (c) => {
    await deleteProduct(asStore(c.var.ctx), c.req.param('id'))
    return c.body(null, 204)
  })
