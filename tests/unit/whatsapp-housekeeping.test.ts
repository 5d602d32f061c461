import { describe, expect, it } from 'vitest'
import { whatsappMessages, whatsappWindows } from '#worker/db/schema/index.ts'
import { purgeWhatsappRows, ROUTE_DAYS } from '#worker/services/whatsapp/housekeeping.ts'
import { windowOpen } from '#worker/services/whatsapp/windows.ts'
import { libsqlCtx } from '../helpers/libsql.ts'

describe('purgeWhatsappRows (libsql)', () => {
  it('drops windows closed for a day and routes older than Meta still reports on, keeps the rest', async () => {
    const { ctx, cleanup } = await libsqlCtx()
    try {
      const hoursAgo = (h: number) => new Date(ctx.now.getTime() - h * 3_600_000)
      await ctx.db.insert(whatsappWindows).values([
        { phone: '22670000001', lastInboundAt: hoursAgo(2) },
        { phone: '22670000002', lastInboundAt: hoursAgo(30) },
        { phone: '22670000003', lastInboundAt: hoursAgo(49) },
      ])
      await ctx.db.insert(whatsappMessages).values([
        { waMessageId: 'wamid.new', outboxId: 'out_new', storeId: null, createdAt: hoursAgo(24) },
        {
          waMessageId: 'wamid.old',
          outboxId: 'out_old',
          storeId: null,
          createdAt: hoursAgo(ROUTE_DAYS * 24 + 1),
        },
      ])
      await purgeWhatsappRows(ctx)
      const phones = (await ctx.db.select().from(whatsappWindows)).map((r) => r.phone).sort()
      const routes = (await ctx.db.select().from(whatsappMessages)).map((r) => r.waMessageId)
      // A window closed for less than a day stays (nothing reads it open: 24 h have passed).
      expect(phones).toEqual(['22670000001', '22670000002'])
      expect(await windowOpen(ctx, '22670000001')).toBe(true)
      expect(await windowOpen(ctx, '22670000002')).toBe(false)
      expect(routes).toEqual(['wamid.new'])
    } finally {
      cleanup()
    }
  })
})
