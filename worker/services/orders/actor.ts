import type { RequestCtx } from '../../env'

/**
 * Who a merchant-side step of an order's history is by (ADR 055): the account, and a staff
 * member's name so the history reads "Confirmée par Aïcha"; the owner's steps keep no name.
 */
export const merchantActor = (ctx: RequestCtx) => ({
  actor: 'merchant' as const,
  actorName: ctx.member?.staffName ?? null,
  actorUserId: ctx.user?.id ?? null,
})
