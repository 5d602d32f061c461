import { getCookie } from 'hono/cookie'
import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { readForm, requireFile, validate } from '../lib/validate'
import { requireRole } from '../middleware/auth'
import { REFRESH_COOKIE, respondWithSession } from '../middleware/session-cookie'
import { PasswordChangeInput, ProfileInput } from '../schemas/account'
import { changePassword, getProfile, updateProfile, uploadProfilePhoto } from '../services/account'
import { asUser } from '../services/context'

/** The signed-in person's own profile and password (merchants and admins alike). */
export const accountRoutes = new Hono<AppEnv>()
  .use(requireRole('user', 'admin', 'staff'))
  .get('/profile', async (c) => c.json(await getProfile(asUser(c.var.ctx)), 200))
  .put('/profile', validate('json', ProfileInput), async (c) =>
    c.json(await updateProfile(asUser(c.var.ctx), c.req.valid('json')), 200),
  )
  .post('/photo', async (c) => {
    const form = await readForm(c)
    const file = requireFile(form)
    return c.json(await uploadProfilePhoto(asUser(c.var.ctx), file), 200)
  })
  .put('/password', validate('json', PasswordChangeInput), async (c) => {
    const cookie = getCookie(c, REFRESH_COOKIE)
    const session = await changePassword(asUser(c.var.ctx), c.req.valid('json'), cookie)
    // A client without the cookie (an API client) gets its new refresh token in the body.
    return respondWithSession(c, session, 200, !cookie)
  })
