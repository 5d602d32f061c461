import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { validate } from '../lib/validate'
import { requireShop } from '../middleware/shop'
import { TestimonialInput, TestimonialListQuery } from '../schemas/testimonials'
import { asStore } from '../services/context'
import {
  createTestimonial,
  deleteTestimonial,
  getTestimonial,
  listTestimonials,
  updateTestimonial,
} from '../services/testimonials'

/** Testimonials (Témoignages): text, image or video. Images are uploaded first via /api/media. */
export const testimonialRoutes = new Hono<AppEnv>()
  .use(requireShop('marketing'))
  .get('/', validate('query', TestimonialListQuery), async (c) =>
    c.json(await listTestimonials(asStore(c.var.ctx), c.req.valid('query')), 200),
  )
  .post('/', validate('json', TestimonialInput), async (c) =>
    c.json(await createTestimonial(asStore(c.var.ctx), c.req.valid('json')), 201),
  )
  .get('/:id', async (c) =>
    c.json(await getTestimonial(asStore(c.var.ctx), c.req.param('id')), 200),
  )
  .put('/:id', validate('json', TestimonialInput), async (c) =>
    c.json(
      await updateTestimonial(asStore(c.var.ctx), c.req.param('id'), c.req.valid('json')),
      200,
    ),
  )
  .delete('/:id', async (c) => {
    await deleteTestimonial(asStore(c.var.ctx), c.req.param('id'))
    return c.body(null, 204)
  })
