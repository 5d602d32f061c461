import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { readImageUpload } from '../lib/uploads'
import { requireShop } from '../middleware/shop'
import { asStore } from '../services/context'
import { uploadStoreImage } from '../services/media'

export const mediaRoutes = new Hono<AppEnv>().post('/', requireShop('catalogue'), async (c) => {
  const { file, copies } = await readImageUpload(c)
  return c.json(await uploadStoreImage(asStore(c.var.ctx), file, undefined, copies), 201)
})
