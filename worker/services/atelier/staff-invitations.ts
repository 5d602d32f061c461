import { and, eq, isNull, type SQL, sql } from 'drizzle-orm'
import { batch } from '../../db/client'
import { changesOf, insertWhere } from '../../db/conditional'
import { atelierStaff, authTokens } from '../../db/schema'
import type { StoreCtx } from '../../env'
import { addSeconds } from '../../lib/dates'
import { ApiError } from '../../lib/errors'
import { newId, newSecretToken } from '../../lib/ids'
import { sha256 } from '../../lib/passwords'
import { invitationMsg, type StaffInvitationInput } from '../../schemas/atelier/invitations'
import { type Staff, staffMsg } from '../../schemas/atelier/staff'
import { identifierKey, takeQuota } from '../attempts'
import { authLink, recipientOf, SEND_LIMITS } from '../auth-tokens'
import { onDirectory, unixNow } from '../context'
import { queueShopMessage, shopOwnerOf } from '../message-gate'
import { staffInvitationMessage } from '../message-templates'
import { countedLimit } from '../plan-limits'
import { normalizeIdentifier } from '../users'
import { invitationLinkToken } from './invitation-links'
import { findStaff } from './staff'

export const INVITE_TTL_DAYS = 7
/** Invitations one shop may send per window, whoever they go to: the platform is no relay. */
export const SHOP_INVITE_LIMIT = 20

/** The member's invitations not yet accepted nor replaced, unexecuted (joins a batch). */
const spendPendingInvitations = (ctx: StoreCtx, staffId: string, onlyIf: SQL = sql`1`) =>
  ctx.db
    .update(authTokens)
    .set({ usedAt: ctx.now })
    .where(
      and(
        eq(authTokens.storeId, ctx.store.id),
        eq(authTokens.staffId, staffId),
        eq(authTokens.purpose, 'invite'),
        isNull(authTokens.usedAt),
        onlyIf,
      ),
    )

/**
 * The shop's staff holding a seat of the plan's maxStaffSeats (issue 26), `besides` aside: a
 * sign-in given, or an invitation still open (it becomes a sign-in without asking the shop
 * again; an expired one holds none). A member asked again replaces their own invitation: they
 * never count twice. Paramètres › Équipe shows the same count (team.ts).
 */
export const seatsHeld = (ctx: StoreCtx, besides?: string) =>
  sql`select count(*) from ${atelierStaff} s where s.store_id = ${ctx.store.id}
    ${besides === undefined ? sql`` : sql`and s.id <> ${besides}`}
    and (s.user_id is not null or exists (select 1 from ${authTokens} t where t.staff_id = s.id
      and t.store_id = s.store_id and t.purpose = 'invite' and t.used_at is null
      and t.expires_at > ${unixNow(ctx)}))`

/**
 * POST /staff/:id/invitation (owner only): sends (or sends again, replacing the previous one)
 * an invitation to one identifier. Nothing is looked up about that identifier here, so the
 * answer is the same whether it has an account or not (ADR 016); the person accepts from the
 * link, and only then does a sign-in exist. Messages to one identifier are capped silently.
 * The invitation and its message are the shop's rows, in one batch in its database; the
 * quotas are the platform's, in the directory (invitation-links.ts says why and how the link
 * finds the shop again). 409 past the plan's staff seats (with the way up): the pending
 * invitation, if any, stays as it was.
 */
export async function inviteStaff(
  ctx: StoreCtx,
  staffId: string,
  input: StaffInvitationInput,
): Promise<Staff> {
  const staff = await findStaff(ctx, staffId)
  if (staff.hasAccount) throw new ApiError('CONFLICT', staffMsg.hasAccount)
  if (!staff.active) throw new ApiError('CONFLICT', staffMsg.inactive)
  const id = normalizeIdentifier(input.emailOrPhone, input.identifierType)
  const seat = await countedLimit(ctx, 'maxStaffSeats', seatsHeld(ctx, staffId))
  const seatFree = seat.condition ?? sql`1`
  // Keys of their own: invitations must not use up the person's reset codes.
  const platform = onDirectory(ctx)
  const [byIdentifier, byShop] = await Promise.all([
    takeQuota(platform, 'code', identifierKey(id, SEND_LIMITS.identifier, 'invite')),
    takeQuota(platform, 'code', { key: `invite:shop:${ctx.store.id}`, limit: SHOP_INVITE_LIMIT }),
  ])
  const token = newSecretToken()
  const to =
    id.type === 'email' ? { email: id.value, phone: null } : { email: null, phone: id.value }
  // Every write under the seat's condition, counted in SQL: parallel invitations cannot all
  // pass (others' rows do not change within the batch, so each statement sees the same count).
  const written = await batch(ctx.db, [
    spendPendingInvitations(ctx, staffId, seatFree),
    insertWhere(
      ctx.db,
      authTokens,
      {
        id: newId('atk'),
        purpose: 'invite',
        storeId: ctx.store.id,
        staffId,
        identifier: id.value,
        tokenHash: await sha256(token),
        expiresAt: addSeconds(ctx.now, INVITE_TTL_DAYS * 86_400),
      },
      seatFree,
    ),
    ...(byIdentifier.allowed && byShop.allowed
      ? [
          // The shop's name goes to a stranger: only for a verified owner (ADR 014).
          queueShopMessage(
            ctx,
            ctx.store.id,
            await shopOwnerOf(ctx, ctx.store.id),
            staffInvitationMessage(recipientOf(to), {
              firstName: staff.firstName,
              storeName: ctx.store.name,
              link: authLink(ctx, `invitation/${invitationLinkToken(ctx.store.id, token)}`),
              days: INVITE_TTL_DAYS,
            }),
            { kind: 'invitee' },
            { onlyIf: seatFree },
          ),
        ]
      : []),
  ])
  if (changesOf(written[1]) === 0) throw seat.refusal()
  return findStaff(ctx, staffId)
}

/** DELETE /staff/:id/invitation (owner only): the link sent stops working at once. */
export async function cancelInvitation(ctx: StoreCtx, staffId: string): Promise<Staff> {
  const staff = await findStaff(ctx, staffId)
  if (!staff.invitation) throw new ApiError('CONFLICT', invitationMsg.noneToCancel)
  await spendPendingInvitations(ctx, staffId)
  return findStaff(ctx, staffId)
}
