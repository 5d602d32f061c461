import * as z from 'zod/mini'
import {
  invitedIdentifier,
  invitedIdentifierCheck,
  type StaffInvitation,
} from './atelier/invitations'
import { optionalText, requiredText } from './fields'
import { ShopRole } from './shop-access'

/**
 * Paramètres › Équipe (issue 26, ADR 055): the owner's team on the whole shop, L'Atelier on or
 * off. A member is a staff profile (`atelier_staff`) with its shop role; it signs in through
 * the one invitation the person accepts (ADR 016).
 */

/** POST /api/team: the person's name, where the invitation goes, and their role. */
export const TeamMemberInput = z
  .object({
    firstName: requiredText(80),
    lastName: optionalText(80),
    shopRole: ShopRole,
    ...invitedIdentifier,
  })
  .check(invitedIdentifierCheck)
export type TeamMemberInput = z.infer<typeof TeamMemberInput>

/** PUT /api/team/:id/role: Vendeur or Gestionnaire (removing is DELETE /api/team/:id). */
export const TeamRoleInput = z.object({ shopRole: ShopRole })
export type TeamRoleInput = z.infer<typeof TeamRoleInput>

export type TeamMember = {
  id: string
  firstName: string
  lastName: string
  /** null: a member of L'Atelier only (given a sign-in there, no role in the shop). */
  shopRole: ShopRole | null
  hasAccount: boolean
  /** The e-mail or phone digits the member signs in with. */
  accountIdentifier: string | null
  /** The invitation sent and not yet accepted (it may have expired). */
  invitation: StaffInvitation | null
}

export type Team = {
  members: TeamMember[]
  /** Seats held: sign-ins and invitations still open (an expired one holds none). */
  seatsUsed: number
  /** Seats the plan gives (null: no limit). */
  maxSeats: number | null
}
