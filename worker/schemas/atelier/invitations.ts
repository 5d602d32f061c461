import * as z from 'zod/mini'
import { confirmMatches, newPassword } from '../account'
import { IdentifierType, identifierFor } from '../auth'
import { msg } from '../messages'

/** The words of staff invitations (ADR 016), on the owner's side and the person's. */
export const invitationMsg = {
  invalid: 'Invitation invalide, expirée ou déjà acceptée',
  unavailable:
    'Cet identifiant est déjà celui d’un compte Boutiko qui ne peut pas rejoindre un atelier. Demandez une invitation sur un autre e-mail ou numéro.',
  noneToCancel: "Ce membre du personnel n'a pas d'invitation en attente",
  accepted: 'Invitation acceptée : bienvenue dans l’équipe !',
} as const

/** Where an invitation goes: an e-mail or a phone (Paramètres › Équipe asks the same). */
export const invitedIdentifier = {
  identifierType: IdentifierType,
  emailOrPhone: z
    .string({ error: msg.required })
    .check(z.trim(), z.minLength(1, msg.required), z.maxLength(190)),
}

/** The identifier is one of its type (an e-mail, or a phone of a country's plan). */
export const invitedIdentifierCheck = z.superRefine(
  (v: { identifierType: IdentifierType; emailOrPhone: string }, ctx) =>
    identifierFor(v.identifierType, v.emailOrPhone, ctx, true),
)

/** The owner invites one identifier; the person chooses their password when accepting. */
export const StaffInvitationInput = z.object(invitedIdentifier).check(invitedIdentifierCheck)
export type StaffInvitationInput = z.infer<typeof StaffInvitationInput>

/**
 * The invitation again, to the identifier it went to: phones are kept as international
 * digits, taken back with a '+'.
 */
export const invitationAgain = (identifier: string): StaffInvitationInput =>
  identifier.includes('@')
    ? { identifierType: 'email', emailOrPhone: identifier }
    : { identifierType: 'phone', emailOrPhone: `+${identifier}` }

const token = z
  .string({ error: invitationMsg.invalid })
  .check(z.trim(), z.minLength(1, invitationMsg.invalid), z.maxLength(200))

export const InvitationTokenInput = z.object({ token })
export type InvitationTokenInput = z.infer<typeof InvitationTokenInput>

export const InvitationAcceptInput = z
  .object({
    token,
    password: newPassword,
    confirmPass: z
      .string({ error: msg.required })
      .check(z.minLength(1, msg.required), z.maxLength(200)),
  })
  .check(z.superRefine(confirmMatches))
export type InvitationAcceptInput = z.infer<typeof InvitationAcceptInput>

/** What the owner sees of a pending invitation on the member's profile. */
export type StaffInvitation = {
  /** The e-mail or phone digits invited. */
  identifier: string
  sentAt: string
  expiresAt: string
}

/**
 * What the invitation page shows to whoever holds the link (who received it at that
 * identifier). `canAccept` false: the identifier already has an account that cannot join.
 */
export type InvitationPreview = {
  shopName: string
  firstName: string
  lastName: string
  identifier: string
  identifierType: IdentifierType
  canAccept: boolean
}

/** The dashboard signs the new member in with this identifier and the password just chosen. */
export type InvitationAccepted = {
  message: string
  identifier: string
  identifierType: IdentifierType
}
