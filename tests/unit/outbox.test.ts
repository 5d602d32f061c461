import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { batch } from '../../worker/db/client.ts'
import { outbox } from '../../worker/db/schema/index.ts'
import type { Env, OnDatabaseCtx } from '../../worker/env.ts'
import { addSeconds } from '../../worker/lib/dates.ts'
import { deliverDueMessages, MAX_ATTEMPTS, queueMessage } from '../../worker/services/outbox.ts'
import { libsqlCtx } from '../helpers/libsql.ts'

const message = {
  channel: 'email' as const,
  to: 'awa@example.com',
  template: 'test',
  subject: 'Sujet',
  body: 'Corps',
}
let cleanup = () => {}
afterEach(() => cleanup())

async function setup(env: Partial<Env>) {
  const made = await libsqlCtx(env)
  cleanup = made.cleanup
  await batch(made.ctx.db, [queueMessage(made.ctx, message)])
  return made.ctx
}

const rows = (ctx: OnDatabaseCtx) =>
  ctx.db.select().from(outbox).where(eq(outbox.recipient, message.to))

describe('deliverDueMessages', () => {
  it('marks a message sent when the transport delivers it', async () => {
    const ctx = await setup({ MESSAGES_TRANSPORT: 'dev' })
    expect(ctx.effects.deliverOutbox).toBe(true)
    expect(await deliverDueMessages(ctx)).toEqual({ sent: 1, failed: 0 })
    expect((await rows(ctx))[0]).toMatchObject({ status: 'sent', attempts: 1, lastError: null })
  })

  it('keeps a message it could not send, with the error, and retries it later with backoff', async () => {
    const ctx = await setup({}) // production, no e-mail API configured
    expect(await deliverDueMessages(ctx)).toEqual({ sent: 0, failed: 1 })
    const [row] = await rows(ctx)
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'transport e-mail non configuré',
    })
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(ctx.now.getTime())
    // Not due yet: a second run right away does nothing.
    expect(await deliverDueMessages(ctx)).toEqual({ sent: 0, failed: 0 })
  })

  it('gives up as failed after the last attempt, and still keeps the message', async () => {
    let ctx = await setup({})
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await deliverDueMessages(ctx)
      ctx = { ...ctx, now: addSeconds(ctx.now, 3600) }
    }
    expect((await rows(ctx))[0]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS })
  })

  it('sends a message once even when two runs start together', async () => {
    const ctx = await setup({ MESSAGES_TRANSPORT: 'dev' })
    const [a, b] = await Promise.all([deliverDueMessages(ctx), deliverDueMessages(ctx)])
    expect(a.sent + b.sent).toBe(1)
    expect((await rows(ctx))[0]).toMatchObject({ status: 'sent', attempts: 1 })
  })
})
