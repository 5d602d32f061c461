import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { getTailoringTracking } from '../services/atelier/tailoring-orders/tracking'
import { PRIVATE_PAGE } from './forms'
import { type Shop, shopCtx } from './shop'

type C = Context<AppEnv>

/**
 * GET /<slug>/atelier/suivi/<token>: the customer's private page for a tailoring order, in
 * the shop's theme. Never cached nor indexed; the theme's 404 for an unknown token.
 */
export async function atelierTracking(c: C, { store, theme, ctx, html }: Shop) {
  const token = c.req.param('token') ?? ''
  const order = await getTailoringTracking(shopCtx(c), store.id, token)
  const { TailoringTrackingPage } = theme
  return html(<TailoringTrackingPage ctx={ctx} data={{ order, token }} />, {
    headers: PRIVATE_PAGE,
  })
}
