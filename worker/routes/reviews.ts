import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { validate } from '../lib/validate'
import { requireShop } from '../middleware/shop'
import { ReviewAnswerInput, ReviewHideInput, ReviewListQuery } from '../schemas/reviews'
import { asStore } from '../services/context'
import { answerReview, hideReview, listReviews } from '../services/reviews'

/** "Avis" (issue 26): buyers' reviews; the merchant answers or hides them, never edits them. */
export const reviewRoutes = new Hono<AppEnv>()
  .use(requireShop('marketing'))
  .get('/', validate('query', ReviewListQuery), async (c) =>
    c.json(await listReviews(asStore(c.var.ctx), c.req.valid('query')), 200),
  )
  .put('/:id/answer', validate('json', ReviewAnswerInput), async (c) =>
    c.json(await answerReview(asStore(c.var.ctx), c.req.param('id'), c.req.valid('json')), 200),
  )
  .post('/:id/hide', validate('json', ReviewHideInput), async (c) =>
    c.json(await hideReview(asStore(c.var.ctx), c.req.param('id'), c.req.valid('json')), 200),
  )
