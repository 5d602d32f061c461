import { type Context, Hono } from 'hono'
import type { AppEnv, StoreCtx } from '../env'
import { readForm, requireFile, validate } from '../lib/validate'
import { requireRole } from '../middleware/auth'
import { CategoryInput, ProductInput, ProductListQuery, VariantListQuery } from '../schemas/catalog'
import { IMAGE_WIDTHS, type ImageWidth, sizeField } from '../schemas/image-sizes'
import {
  createCategory,
  deleteCategory,
  listCategories,
  updateCategory,
} from '../services/categories'
import { asStore } from '../services/context'
import { uploadStoreImage } from '../services/media'
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  updateProduct,
} from '../services/products'
import { listVariants } from '../services/variants'

export const categoryRoutes = new Hono<AppEnv>()
  .use(requireRole('user'))
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

export const productRoutes = new Hono<AppEnv>()
  .use(requireRole('user'))
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

/** One image upload with the smaller copies the dashboard drew (ADR 006), for any shop ctx. */
export async function uploadFromForm(c: Context<AppEnv>, ctx: StoreCtx) {
  const form = await readForm(c)
  const file = requireFile(form)
  const copies: Partial<Record<ImageWidth, File>> = {}
  for (const w of IMAGE_WIDTHS) {
    const copy = form.get(sizeField(w)) as unknown
    if (copy instanceof File) copies[w] = copy
  }
  return c.json(await uploadStoreImage(ctx, file, undefined, copies), 201)
}

export const mediaRoutes = new Hono<AppEnv>().post('/', requireRole('user'), (c) =>
  uploadFromForm(c, asStore(c.var.ctx)),
)
