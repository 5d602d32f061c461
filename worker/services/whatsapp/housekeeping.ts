import { lt } from 'drizzle-orm'
import { batch } from '../../db/client'
import { whatsappMessages, whatsappWindows } from '../../db/schema'
import type { RequestCtx } from '../../env'
import { addSeconds } from '../../lib/dates'
import { WINDOW_SECONDS } from './windows'

/**
 * How long a sent message's route is kept: Meta sends a message's statuses (delivered, read,
 * failed) within days; a status for an older one finds no route and changes nothing.
 */
export const ROUTE_DAYS = 30

/**
 * For the daily job (ADR 049): windows closed for a day and routes of messages older than
 * `ROUTE_DAYS` go. Nothing else deletes them, and both grow with every message.
 */
export async function purgeWhatsappRows(ctx: RequestCtx): Promise<void> {
  const closedSince = addSeconds(ctx.now, -(WINDOW_SECONDS + 86_400))
  const routesBefore = addSeconds(ctx.now, -ROUTE_DAYS * 86_400)
  await batch(ctx.directory, [
    ctx.directory.delete(whatsappWindows).where(lt(whatsappWindows.lastInboundAt, closedSince)),
    ctx.directory.delete(whatsappMessages).where(lt(whatsappMessages.createdAt, routesBefore)),
  ])
}
