import { and, eq, sql } from 'drizzle-orm'
import { changesOf } from '../db/conditional'
import { atelierStaff, authTokens, stores } from '../db/schema'
import type { StoreCtx } from '../env'
import { ApiError } from '../lib/errors'
import { newId } from '../lib/ids'
import type { StaffInvitationInput } from '../schemas/atelier/invitations'
import { type Staff, staffMsg } from '../schemas/atelier/staff'
import type { Team, TeamMember, TeamMemberInput, TeamRoleInput } from '../schemas/team'
import { findStaff, listStaffWhere } from './atelier/staff'
import { removeStaffAccount } from './atelier/staff-accounts'
import { cancelInvitation, inviteStaff, seatsHeld } from './atelier/staff-invitations'
import { limitsOf } from './plan-limits'
import { normalizeIdentifier } from './users'

/**
 * Paramètres › Équipe (issue 26, ADR 055), the owner's alone (the routes say so): the team of
 * the whole shop, L'Atelier on or off. Its members are L'Atelier's staff profiles, invited and
 * accepted through the one invitation flow (staff-invitations.ts, ADR 016): a second way in
 * would be a second thing to secure.
 */

const toMember = (s: Staff): TeamMember => ({
  id: s.id,
  firstName: s.firstName,
  lastName: s.lastName,
  shopRole: s.shopRole,
  hasAccount: s.hasAccount,
  accountIdentifier: s.accountIdentifier,
  invitation: s.invitation,
})

/**
 * Active profiles with a role in the shop, a sign-in or an invitation not yet accepted: who
 * works in the shop or holds one of its seats. L'Atelier's other staff (a tailor without a
 * sign-in) are L'Atelier's, not the team's.
 */
const inTeam = sql`${atelierStaff.active} = 1 and (${atelierStaff.shopRole} is not null
  or ${atelierStaff.userId} is not null
  or exists (select 1 from ${authTokens} t where t.staff_id = ${atelierStaff.id}
    and t.store_id = ${atelierStaff.storeId} and t.purpose = 'invite' and t.used_at is null))`

/** The team, and the seats it holds counted as an invitation counts them (seatsHeld). */
export async function listTeam(ctx: StoreCtx): Promise<Team> {
  const [members, seats, { limits }] = await Promise.all([
    listStaffWhere(ctx, inTeam),
    ctx.db
      .select({ used: sql<number>`(${seatsHeld(ctx)})` })
      .from(stores)
      .where(eq(stores.id, ctx.store.id))
      .get(),
    limitsOf(ctx, ctx.store.id),
  ])
  return {
    members: members.map(toMember),
    seatsUsed: seats?.used ?? 0,
    maxSeats: limits.maxStaffSeats,
  }
}

/**
 * "Ajouter un membre": a staff profile for the person, with the role given, and the same
 * invitation L'Atelier sends (past the plan's seats, the same 409 and no profile left behind).
 * The profile needs an atelier role: the narrowest, in case L'Atelier is switched on later.
 */
export async function addTeamMember(ctx: StoreCtx, input: TeamMemberInput): Promise<TeamMember> {
  const to = normalizeIdentifier(input.emailOrPhone, input.identifierType)
  const id = newId('stf')
  await ctx.db.insert(atelierStaff).values({
    id,
    storeId: ctx.store.id,
    firstName: input.firstName,
    lastName: input.lastName ?? '',
    phone: to.type === 'phone' ? to.value : '',
    email: to.type === 'email' ? to.value : null,
    role: 'tailor',
    shopRole: input.shopRole,
  })
  try {
    return toMember(await inviteStaff(ctx, id, input))
  } catch (err) {
    await ctx.db
      .delete(atelierStaff)
      .where(and(eq(atelierStaff.id, id), eq(atelierStaff.storeId, ctx.store.id)))
    throw err
  }
}

/** "Renvoyer l'invitation": a new link, the previous one stops working (staff-invitations.ts). */
export const reinviteTeamMember = async (
  ctx: StoreCtx,
  id: string,
  input: StaffInvitationInput,
): Promise<TeamMember> => toMember(await inviteStaff(ctx, id, input))

export const cancelTeamInvitation = async (ctx: StoreCtx, id: string): Promise<TeamMember> =>
  toMember(await cancelInvitation(ctx, id))

/**
 * Vendeur or Gestionnaire: it applies from the member's next request (requireShop reads it).
 * Another shop's member changes nothing, and is NOT_FOUND.
 */
export async function setTeamRole(
  ctx: StoreCtx,
  id: string,
  input: TeamRoleInput,
): Promise<TeamMember> {
  const updated = await ctx.db
    .update(atelierStaff)
    .set({ shopRole: input.shopRole, updatedAt: ctx.now })
    .where(and(eq(atelierStaff.id, id), eq(atelierStaff.storeId, ctx.store.id)))
  if (changesOf(updated) === 0) throw new ApiError('NOT_FOUND', staffMsg.notFound)
  return toMember(await findStaff(ctx, id))
}

/**
 * "Retirer l'accès": the sign-in cut (every session with it), the open invitation spent, the
 * role in the shop taken back. The profile stays, so the order history and the cash records
 * keep naming the person (and L'Atelier keeps its staff file).
 */
export async function removeTeamMember(ctx: StoreCtx, id: string): Promise<void> {
  const member = await findStaff(ctx, id)
  if (member.hasAccount) await removeStaffAccount(ctx, id)
  if (member.invitation) await cancelInvitation(ctx, id)
  await ctx.db
    .update(atelierStaff)
    .set({ shopRole: null, updatedAt: ctx.now })
    .where(and(eq(atelierStaff.id, id), eq(atelierStaff.storeId, ctx.store.id)))
}
