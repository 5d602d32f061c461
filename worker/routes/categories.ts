import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { validate } from '../lib/validate'
import { requireShop } from '../middleware/shop'
import { CategoryInput } from '../schemas/categories'
import {
  createCategory,
  deleteCategory,
  listCategories,
  updateCategory,
} from '../services/categories'
import { asStore } from '../services/context'

export const categoryRoutes = new Hono<AppEnv>()
  .use(requireShop('catalogue', { reads: 'member' }))
  .get('/', async (c) => c.json({ items: await listCategories(asStore(c.var.ctx)) }, 200))
  .post('/', validate('json', CategoryInput), async (c) =>
    c.json(await createCategory(asStore(c.var.ctx), c.req.valid('json')), 201),
  )
  .put('/:id', validate('json', CategoryInput), async (c) =>
    c.json(await updateCategory(asStore(c.var.ctx), c.req.param('id'), c.req.valid('json')), 200),
  )
  .delete('/:id', async (c) => {
    await deleteCategory(asStore(c.var.ctx), c.req.param('id'))
    return c.body(null, 204)
  })
