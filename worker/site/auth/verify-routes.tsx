import type { Context } from 'hono'
import type { AppEnv } from '../../env'
import { Hono } from '../../lib/hono'
import { authMsg, VerifyInput } from '../../schemas/auth'
import { verifyAccount } from '../../services/auth-tokens'
import { authPage, isCrossSite, refusalOf, smallForm } from './form'
import { authPageWords } from './fr'
import { VerifyPage, type VerifyView } from './verify-page'

type C = Context<AppEnv>

const page = (c: C, view: VerifyView, status = 200) =>
  authPage(c, <VerifyPage view={view} year={c.var.ctx.now.getUTCFullYear()} />, { status })

/**
 * `/auth/verify/:token`, the link of the verification message (ADR 008). The GET is safe: it
 * spends nothing, so a preview of the link (WhatsApp, a mail scanner) confirms no account; the
 * person's tap posts it to `verifyAccount`, the service of POST /api/verify.
 */
export const verifyRoutes = new Hono<AppEnv>()
  .get('/auth/verify/:token', (c) => page(c, { step: 'ask', token: c.req.param('token') }))
  .post('/auth/verify/:token', smallForm, async (c) => {
    const token = c.req.param('token')
    // Another site's form must not spend the link for its owner.
    if (isCrossSite(c)) return page(c, { step: 'ask', token, alert: authPageWords.crossSite }, 403)
    const parsed = VerifyInput.safeParse({ token })
    if (!parsed.success) return page(c, { step: 'failed', message: authMsg.invalidLink }, 422)
    try {
      return page(c, { step: 'done', result: await verifyAccount(c.var.ctx, parsed.data) })
    } catch (err) {
      // An unknown link, or an expired one of an account still unconfirmed.
      const refusal = refusalOf(err, [])
      return page(
        c,
        { step: 'failed', message: refusal.alert ?? authMsg.invalidLink },
        refusal.status,
      )
    }
  })
