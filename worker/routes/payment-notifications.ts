import type { AppEnv } from '../env'
import { ApiError } from '../lib/errors'
import { Hono } from '../lib/hono'
import { msg } from '../schemas/messages'
import { PROVIDER_IDS, type ProviderId, paymentMsg } from '../schemas/payments'
import { receiveNotification } from '../services/payments/notifications'

const providerOf = (name: string): ProviderId => {
  if (!(PROVIDER_IDS as readonly string[]).includes(name))
    throw new ApiError('NOT_FOUND', msg.notFound)
  return name as ProviderId
}

/**
 * POST /api/payments/notify/<provider>: providers' server-to-server notifications (ADR 021).
 * No session: the signature is the authentication. Anything not genuine changes nothing; an
 * unknown reference is acknowledged (200) so the provider stops retrying.
 */
export const paymentNotificationRoutes = new Hono<AppEnv>()
  // CinetPay checks that its notify_url answers a GET before it posts.
  .get('/notify/:provider', (c) => {
    providerOf(c.req.param('provider'))
    return c.json({ data: { ok: true } }, 200)
  })
  .post('/notify/:provider', async (c) => {
    const provider = providerOf(c.req.param('provider'))
    const notification = { headers: c.req.raw.headers, body: await c.req.text() }
    const outcome = await receiveNotification(c.var.ctx, provider, notification)
    if (outcome === 'refused') throw new ApiError('UNAUTHORIZED', paymentMsg.notificationRefused)
    return c.json({ data: { received: true } }, 200)
  })
