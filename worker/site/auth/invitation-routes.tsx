import type { Context } from 'hono'
import type { AppEnv } from '../../env'
import { ApiError } from '../../lib/errors'
import { Hono } from '../../lib/hono'
import { setRefreshCookie } from '../../middleware/session-cookie'
import {
  type InvitationAccepted,
  InvitationAcceptInput,
  InvitationTokenInput,
  invitationMsg,
} from '../../schemas/atelier/invitations'
import { homeFor } from '../../schemas/session-paths'
import { acceptInvitation, previewInvitation } from '../../services/atelier/invitation-acceptance'
import { clientAddress } from '../../services/attempts'
import { signin } from '../../services/auth'
import {
  authPage,
  isCrossSite,
  messagesFor,
  postedForm,
  refusalOf,
  secretOf,
  smallForm,
} from './form'
import { authPageWords } from './fr'
import {
  INVITATION_FIELDS,
  type InvitationErrors,
  InvitationPage,
  type InvitationView,
} from './invitation-page'

type C = Context<AppEnv>

type Init = { status?: number | undefined; headers?: Record<string, string> | undefined }

const page = (c: C, view: InvitationView, init: Init = {}) =>
  authPage(c, <InvitationPage view={view} year={c.var.ctx.now.getUTCFullYear()} />, {
    status: init.status ?? 200,
    ...(init.headers ? { headers: init.headers } : {}),
  })

/**
 * The page of the link, its invitation read afresh (a preview spends nothing, so a link
 * preview or a mail scanner may open it): the form, with a refusal if any, or why it cannot
 * be accepted.
 */
async function invitationPage(
  c: C,
  token: string,
  refusal: Init & { errors?: InvitationErrors; alert?: string | undefined } = {},
) {
  const parsed = InvitationTokenInput.safeParse({ token })
  if (!parsed.success)
    return page(c, { step: 'invalid', message: invitationMsg.invalid }, { status: 422 })
  try {
    const invitation = await previewInvitation(c.var.ctx, parsed.data)
    if (!invitation.canAccept) return page(c, { step: 'unavailable', invitation }, { status: 409 })
    const view = { step: 'form', token, invitation, errors: refusal.errors ?? {} } as const
    return page(c, { ...view, alert: refusal.alert }, refusal)
  } catch (err) {
    const invalid = refusalOf(err, [])
    return page(c, { step: 'invalid', message: invalid.alert ?? invitationMsg.invalid }, invalid)
  }
}

/**
 * The new member is signed in with the password just chosen, as the dashboard's page did, and
 * lands on the shop's dashboard (homeFor('staff'), which sends a member without a shop role on
 * to the atelier). A refused sign-in (a wait on this address) leads to the sign-in page: the
 * invitation is spent, the account is theirs.
 */
async function signinAfterAccept(c: C, accepted: InvitationAccepted, password: string) {
  try {
    const session = await signin(
      c.var.ctx,
      {
        identifierType: accepted.identifierType,
        emailOrPhone: accepted.identifier,
        password,
      },
      clientAddress(c.req.raw.headers),
    )
    setRefreshCookie(c, session)
    return c.redirect(homeFor(session.role), 303)
  } catch (err) {
    if (!(err instanceof ApiError) || (err.status !== 401 && err.status !== 429)) throw err
    return c.redirect('/auth/signin', 303)
  }
}

/** `/auth/invitation/:token`, the link of an invitation to a shop's team (ADR 016, 055). */
export const invitationRoutes = new Hono<AppEnv>()
  .get('/auth/invitation/:token', (c) => invitationPage(c, c.req.param('token')))
  .post('/auth/invitation/:token', smallForm, async (c) => {
    const token = c.req.param('token')
    if (isCrossSite(c))
      return invitationPage(c, token, { alert: authPageWords.crossSite, status: 403 })
    const form = await postedForm(c)
    // The API's own contract (POST /api/invitation/accept): the same rules and messages.
    const parsed = InvitationAcceptInput.safeParse({
      token,
      password: secretOf(form, 'password'),
      confirmPass: secretOf(form, 'confirmPass'),
    })
    if (!parsed.success)
      return invitationPage(c, token, {
        errors: messagesFor(parsed.error.issues, INVITATION_FIELDS),
        status: 422,
      })
    let accepted: InvitationAccepted
    try {
      accepted = await acceptInvitation(c.var.ctx, parsed.data)
    } catch (err) {
      // A stopped shop above the button; a link spent meanwhile shows as such on the page.
      return invitationPage(c, token, refusalOf(err, INVITATION_FIELDS))
    }
    return signinAfterAccept(c, accepted, parsed.data.password)
  })
