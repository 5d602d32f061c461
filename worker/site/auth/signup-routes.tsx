import type { Context } from 'hono'
import type { AppEnv } from '../../env'
import { ApiError } from '../../lib/errors'
import { Hono } from '../../lib/hono'
import { setRefreshCookie } from '../../middleware/session-cookie'
import { SignupInput } from '../../schemas/auth'
import { homeFor } from '../../schemas/session-paths'
import { clientAddress } from '../../services/attempts'
import { signin } from '../../services/auth'
import { requestSignup } from '../../services/signup'
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
import { frameOf, sendHomeIfSignedIn } from './session'
import { SIGNUP_FIELDS, SignupPage, type SignupValues, type SignupView } from './signup-page'

type C = Context<AppEnv>

const page = async (
  c: C,
  view: Omit<SignupView, 'year' | 'prefetch'>,
  init: { status?: number; headers?: Record<string, string> } = {},
) => {
  // A new merchant lands on the board: its files come while the form is filled in.
  const frame = await frameOf(c, homeFor('user'))
  return authPage(c, <SignupPage {...view} {...frame} />, init)
}

/** The form as typed: unknown fields are ignored, long ones cut (the contract says the rest). */
function readValues(form: FormData | null): SignupValues {
  const gender = textOf(form, 'gender')
  return {
    ...readIdentifier(form),
    firstName: textOf(form, 'firstName'),
    lastName: textOf(form, 'lastName'),
    gender: gender === 'female' || gender === 'male' ? gender : '',
    referralCode: textOf(form, 'referralCode', 60),
    termCondition: form?.get('termCondition') != null,
  }
}

/**
 * Sign-up answers the same for a new and a taken identifier, so the page signs in right after
 * with the password just chosen, as the API's clients do: a new merchant lands on the
 * dashboard; a refused sign-in (someone else's identifier, a lock) lands on the sign-in page,
 * whose notice says to check the messages sent.
 */
async function signupThenSignin(c: C, input: SignupInput) {
  await requestSignup(c.var.ctx, input)
  try {
    const session = await signin(
      c.var.ctx,
      {
        identifierType: input.identifierType,
        emailOrPhone: input.emailOrPhone,
        password: input.password,
      },
      clientAddress(c.req.raw.headers),
    )
    setRefreshCookie(c, session)
    return c.redirect(homeFor(session.role), 303)
  } catch (err) {
    if (!(err instanceof ApiError) || (err.status !== 401 && err.status !== 429)) throw err
    return toSigninWith(c, input.identifierType === 'phone' ? 'signup-phone' : 'signup')
  }
}

/** `/auth/signup`, a new merchant's first page, rendered by the worker (ADR 064). */
export const signupRoutes = new Hono<AppEnv>()
  .get('/auth/signup', async (c) => {
    // A referral link opened by someone already signed in leads to their dashboard.
    const home = await sendHomeIfSignedIn(c)
    if (home) return home
    const values: SignupValues = {
      ...emptyIdentifier(),
      firstName: '',
      lastName: '',
      gender: '',
      referralCode: (c.req.query('ref') ?? '').slice(0, 60),
      termCondition: false,
    }
    return page(c, { values, errors: {} })
  })
  .post('/auth/signup', smallForm, async (c) => {
    const form = await postedForm(c)
    const values = readValues(form)
    if (isCrossSite(c))
      return page(c, { values, errors: {}, alert: authPageWords.crossSite }, { status: 403 })
    const input = {
      firstName: values.firstName,
      lastName: values.lastName,
      identifierType: values.identifierType,
      emailOrPhone: identifierOf(values),
      password: secretOf(form, 'password'),
      confirmPass: secretOf(form, 'confirmPass'),
      termCondition: values.termCondition,
      gender: values.gender || undefined,
      referralCode: values.referralCode.trim() || undefined,
    }
    // The API's own contract (POST /api/signup): the same rules and messages.
    const parsed = SignupInput.safeParse(input)
    if (!parsed.success)
      return page(
        c,
        { values, errors: messagesFor(parsed.error.issues, SIGNUP_FIELDS) },
        { status: 422 },
      )
    try {
      return await signupThenSignin(c, parsed.data)
    } catch (err) {
      // An unknown referral code under its field; a wait above the button.
      const refusal = refusalOf(err, SIGNUP_FIELDS)
      return page(
        c,
        { values, errors: refusal.errors, alert: refusal.alert },
        { status: refusal.status, headers: refusal.headers },
      )
    }
  })
