import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { validate } from '../lib/validate'
import { bearerOf, requireRole } from '../middleware/auth'
import {
  clearRefreshCookie,
  refreshCookieOf,
  respondWithSession,
} from '../middleware/session-cookie'
import {
  ForgotInput,
  RefreshInput,
  ResetInput,
  SigninInput,
  SignupInput,
  VerifyInput,
} from '../schemas/auth'
import { msg } from '../schemas/messages'
import { clientAddress } from '../services/attempts'
import { signin } from '../services/auth'
import {
  requestPasswordReset,
  resendVerification,
  resetPassword,
  verifyAccount,
} from '../services/auth-tokens'
import { asUser } from '../services/context'
import { logout, refresh } from '../services/sessions'
import { requestSignup } from '../services/signup'
import { getMe } from '../services/users'

export const authRoutes = new Hono<AppEnv>()
  // 202 for a new and a taken identifier alike: the caller signs in next (issue 6).
  .post('/signup', validate('json', SignupInput), async (c) =>
    c.json(await requestSignup(c.var.ctx, c.req.valid('json')), 202),
  )
  .post('/signin', validate('json', SigninInput), async (c) => {
    const session = await signin(c.var.ctx, c.req.valid('json'), clientAddress(c.req.raw.headers))
    return respondWithSession(c, session, 200, false)
  })
  .post('/verify', validate('json', VerifyInput), async (c) =>
    c.json(await verifyAccount(c.var.ctx, c.req.valid('json')), 200),
  )
  .post('/verify/resend', requireRole('user', 'admin', 'staff'), async (c) =>
    c.json(await resendVerification(asUser(c.var.ctx)), 200),
  )
  .post('/password/forgot', validate('json', ForgotInput), async (c) => {
    const address = clientAddress(c.req.raw.headers)
    return c.json(await requestPasswordReset(c.var.ctx, c.req.valid('json'), address), 202)
  })
  .post('/password/reset', validate('json', ResetInput), async (c) => {
    const address = clientAddress(c.req.raw.headers)
    return c.json(await resetPassword(c.var.ctx, c.req.valid('json'), address), 200)
  })
  .post('/refresh', validate('json', RefreshInput), async (c) => {
    const fromBody = c.req.valid('json').refresh_token
    const presented = fromBody ?? refreshCookieOf(c) ?? ''
    return respondWithSession(c, await refresh(c.var.ctx, presented), 200, Boolean(fromBody))
  })
  .post('/logout', async (c) => {
    // Any body, or none, signs out: only a string `refresh_token` of an object is read.
    const body: unknown = await c.req.json().catch(() => null)
    const fromBody =
      body !== null && typeof body === 'object' && 'refresh_token' in body
        ? body.refresh_token
        : undefined
    const refreshToken = typeof fromBody === 'string' ? fromBody : refreshCookieOf(c)
    await logout(c.var.ctx, { refreshToken, accessToken: bearerOf(c) })
    clearRefreshCookie(c)
    return c.json({ message: msg.loggedOut }, 200)
  })
  .get('/verifyToken', requireRole('user', 'admin', 'staff'), async (c) =>
    c.json(await getMe(asUser(c.var.ctx)), 200),
  )
