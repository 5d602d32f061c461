import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { validate } from '../lib/validate'
import { requireShop } from '../middleware/shop'
import { StaffInvitationInput } from '../schemas/atelier/invitations'
import { TeamMemberInput, TeamRoleInput } from '../schemas/team'
import { asStore } from '../services/context'
import {
  addTeamMember,
  cancelTeamInvitation,
  listTeam,
  reinviteTeamMember,
  removeTeamMember,
  setTeamRole,
} from '../services/team'

/**
 * Paramètres › Équipe (issue 26, ADR 055): the owner's alone, L'Atelier on or off. Its own
 * routes rather than a second guard on L'Atelier's staff routes: those need the atelier and its
 * permissions; these call the same profile and invitation services.
 */
export const teamRoutes = new Hono<AppEnv>()
  .use(requireShop('owner'))
  .get('/', async (c) => c.json(await listTeam(asStore(c.var.ctx)), 200))
  .post('/', validate('json', TeamMemberInput), async (c) =>
    c.json(await addTeamMember(asStore(c.var.ctx), c.req.valid('json')), 201),
  )
  .put('/:id/role', validate('json', TeamRoleInput), async (c) =>
    c.json(await setTeamRole(asStore(c.var.ctx), c.req.param('id'), c.req.valid('json')), 200),
  )
  .post('/:id/invitation', validate('json', StaffInvitationInput), async (c) =>
    c.json(
      await reinviteTeamMember(asStore(c.var.ctx), c.req.param('id'), c.req.valid('json')),
      202,
    ),
  )
  .delete('/:id/invitation', async (c) =>
    c.json(await cancelTeamInvitation(asStore(c.var.ctx), c.req.param('id')), 200),
  )
  .delete('/:id', async (c) => {
    await removeTeamMember(asStore(c.var.ctx), c.req.param('id'))
    return c.body(null, 204)
  })
