import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { validate } from '../lib/validate'
import { publicRoute } from '../middleware/auth'
import { InvitationAcceptInput, InvitationTokenInput } from '../schemas/atelier/invitations'
import { acceptInvitation, previewInvitation } from '../services/atelier/invitation-acceptance'

/**
 * A staff invitation, opened by whoever received its link (ADR 016): public on purpose, the
 * 256-bit token is the proof.
 */
export const invitationRoutes = new Hono<AppEnv>()
  .post('/check', publicRoute(), validate('json', InvitationTokenInput), async (c) =>
    c.json(await previewInvitation(c.var.ctx, c.req.valid('json')), 200),
  )
  .post('/accept', publicRoute(), validate('json', InvitationAcceptInput), async (c) =>
    c.json(await acceptInvitation(c.var.ctx, c.req.valid('json')), 200),
  )
