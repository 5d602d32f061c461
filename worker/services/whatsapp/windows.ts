import { eq, sql } from 'drizzle-orm'
import { whatsappWindows } from '../../db/schema'
import type { RequestCtx } from '../../env'

/** WhatsApp's customer-service window: free text only this long after the person's own message. */
export const WINDOW_SECONDS = 24 * 60 * 60

/** Whether `phone` wrote to the platform's number within the last 24 hours (directory). */
export async function windowOpen(ctx: RequestCtx, phone: string): Promise<boolean> {
  const row = await ctx.directory
    .select({ at: whatsappWindows.lastInboundAt })
    .from(whatsappWindows)
    .where(eq(whatsappWindows.phone, phone))
    .get()
  return Boolean(row && ctx.now.getTime() - row.at.getTime() < WINDOW_SECONDS * 1000)
}

/** An inbound message opens (or extends) its number's window; an older one never shortens it. */
export const openWindow = (ctx: RequestCtx, phone: string, at: Date) =>
  ctx.directory
    .insert(whatsappWindows)
    .values({ phone, lastInboundAt: at })
    .onConflictDoUpdate({
      target: whatsappWindows.phone,
      set: { lastInboundAt: sql`max(${whatsappWindows.lastInboundAt}, excluded.last_inbound_at)` },
    })
