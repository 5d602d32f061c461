import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { validate } from '../lib/validate'
import { requireRole } from '../middleware/auth'
import {
  AdminProductListQuery,
  AdminShopListQuery,
  ProductModerationInput,
  ShopStatusInput,
} from '../schemas/admin'
import { listAdminProducts, moderateProduct } from '../services/admin/products'
import { getAdminShop, listAdminShops, setShopStatus } from '../services/admin/shops'

/** Platform administrators: shops (search, detail, suspend / reactivate) and all products. */
export const adminShopRoutes = new Hono<AppEnv>()
  .use(requireRole('admin'))
  .get('/', validate('query', AdminShopListQuery), async (c) =>
    c.json(await listAdminShops(c.var.ctx, c.req.valid('query')), 200),
  )
  // Before '/:id', which would otherwise take "products" for a shop id.
  .get('/products', validate('query', AdminProductListQuery), async (c) =>
    c.json(await listAdminProducts(c.var.ctx, c.req.valid('query')), 200),
  )
  .patch('/products/:id', validate('json', ProductModerationInput), async (c) =>
    c.json(await moderateProduct(c.var.ctx, c.req.param('id'), c.req.valid('json')), 200),
  )
  .get('/:id', async (c) => c.json(await getAdminShop(c.var.ctx, c.req.param('id')), 200))
  .patch('/:id/status', validate('json', ShopStatusInput), async (c) =>
    c.json(await setShopStatus(c.var.ctx, c.req.param('id'), c.req.valid('json')), 200),
  )
