import type { AppEnv } from '../env'
import { ApiError } from '../lib/errors'
import { Hono } from '../lib/hono'
import { whatsappMsg } from '../schemas/whatsapp'
import {
  receiveWhatsappEvent,
  signedByMeta,
  verificationChallenge,
} from '../services/whatsapp/webhook'

/**
 * /api/whatsapp/webhook: Meta's calls for the platform's WhatsApp number (ADR 049). No session:
 * the verify token (GET) and the body's signature (POST) are the authentication; an unsigned or
 * wrongly signed body changes nothing.
 */
export const whatsappWebhookRoutes = new Hono<AppEnv>()
  .get('/webhook', (c) => {
    const challenge = verificationChallenge(c.env, (name) => c.req.query(name))
    if (challenge === null) throw new ApiError('FORBIDDEN', whatsappMsg.verificationRefused)
    return c.text(challenge, 200)
  })
  .post('/webhook', async (c) => {
    const raw = await c.req.arrayBuffer()
    const signature = c.req.header('x-hub-signature-256')
    if (!signature) throw new ApiError('UNAUTHORIZED', whatsappMsg.unsigned)
    if (!(await signedByMeta(c.env, signature, raw)))
      throw new ApiError('FORBIDDEN', whatsappMsg.badSignature)
    let body: unknown
    try {
      body = JSON.parse(new TextDecoder().decode(raw))
    } catch {
      throw new ApiError('INVALID_INPUT', whatsappMsg.notJson)
    }
    await receiveWhatsappEvent(
      c.var.ctx,
      (body ?? {}) as Parameters<typeof receiveWhatsappEvent>[1],
    )
    return c.json({ data: { received: true } }, 200)
  })
