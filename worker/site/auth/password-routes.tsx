import type { Context } from 'hono'
import type { AppEnv } from '../../env'
import { Hono } from '../../lib/hono'
import { authMsg, ForgotInput, ResetInput } from '../../schemas/auth'
import { clientAddress } from '../../services/attempts'
import { requestPasswordReset, resetPassword } from '../../services/auth-tokens'
import { ForgotPage, type ForgotView } from './forgot-page'
import {
  authPage,
  emptyIdentifier,
  identifierOf,
  isCrossSite,
  messagesFor,
  postedForm,
  readIdentifier,
  refusalOf,
  secretOf,
  smallForm,
  textOf,
  toSigninWith,
} from './form'
import { authPageWords } from './fr'
import { RESET_FIELDS, ResetPage, type ResetView } from './reset-page'
import { frameOf } from './session'

type C = Context<AppEnv>
type Init = { status?: number; headers?: Record<string, string> }

const forgotPage = async (c: C, view: Omit<ForgotView, 'year'>, init: Init = {}) =>
  authPage(c, <ForgotPage {...view} {...(await frameOf(c))} />, init)
const resetPage = async (c: C, view: Omit<ResetView, 'year'>, init: Init = {}) =>
  authPage(c, <ResetPage {...view} {...(await frameOf(c))} />, init)

/** The reset page right after the forgot form: it says a code was sent (a key, not a sentence). */
const SENT = 'sent'

/** `/auth/forgot` and `/auth/reset/:token`, rendered by the worker (ADR 064). */
export const passwordRoutes = new Hono<AppEnv>()
  .get('/auth/forgot', (c) => forgotPage(c, { values: emptyIdentifier(), errors: {} }))
  .post('/auth/forgot', smallForm, async (c) => {
    const values = readIdentifier(await postedForm(c))
    if (isCrossSite(c))
      return forgotPage(c, { values, errors: {}, alert: authPageWords.crossSite }, { status: 403 })
    // The API's own contract (POST /api/password/forgot): the same rules and messages.
    const parsed = ForgotInput.safeParse({
      identifierType: values.identifierType,
      emailOrPhone: identifierOf(values),
    })
    if (!parsed.success)
      return forgotPage(
        c,
        { values, errors: messagesFor(parsed.error.issues, ['emailOrPhone'] as const) },
        { status: 422 },
      )
    try {
      const { resetToken } = await requestPasswordReset(
        c.var.ctx,
        parsed.data,
        clientAddress(c.req.raw.headers),
      )
      return c.redirect(`/auth/reset/${resetToken}?${SENT}`, 303)
    } catch (err) {
      const refusal = refusalOf(err, ['emailOrPhone'] as const)
      return forgotPage(
        c,
        { values, errors: refusal.errors, alert: refusal.alert },
        { status: refusal.status, headers: refusal.headers },
      )
    }
  })
  .get('/auth/reset/:token', (c) =>
    resetPage(c, {
      token: c.req.param('token'),
      otp: '',
      errors: {},
      notice: c.req.query(SENT) === undefined ? undefined : authMsg.resetSent,
    }),
  )
  .post('/auth/reset/:token', smallForm, async (c) => {
    const token = c.req.param('token')
    const form = await postedForm(c)
    // A code typed with spaces or a dash (« 123 456 ») is the same code. No `maxlength` on
    // the field for that reason: a browser would cut « 123 456 » to « 123 45 ».
    const otp = textOf(form, 'otp', 20).replace(/[\s-]/g, '')
    if (isCrossSite(c))
      return resetPage(
        c,
        { token, otp, errors: {}, alert: authPageWords.crossSite },
        { status: 403 },
      )
    // The API's own contract (POST /api/password/reset): the same rules and messages.
    const parsed = ResetInput.safeParse({
      token,
      otp,
      password: secretOf(form, 'password'),
      confirmPass: secretOf(form, 'confirmPass'),
    })
    if (!parsed.success) {
      const errors = messagesFor(parsed.error.issues, RESET_FIELDS)
      // The token is the link's: a broken one is said above the button.
      const alert = Object.keys(errors).length === 0 ? parsed.error.issues[0]?.message : undefined
      return resetPage(c, { token, otp, errors, alert }, { status: 422 })
    }
    try {
      await resetPassword(c.var.ctx, parsed.data, clientAddress(c.req.raw.headers))
      // The sign-in page says « Mot de passe réinitialisé… » (the API's own sentence).
      return toSigninWith(c, 'reset')
    } catch (err) {
      const refusal = refusalOf(err, RESET_FIELDS)
      return resetPage(
        c,
        { token, otp, errors: refusal.errors, alert: refusal.alert },
        { status: refusal.status, headers: refusal.headers },
      )
    }
  })
