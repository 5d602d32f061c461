import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addWallet, latestOrderOf, orderOfTracking, orderWith } from '#tests/helpers/payments.ts'
import { createVerifiedTenant } from '#tests/helpers/verified-tenants.ts'
import {
  db,
  ROOT,
  runCron,
  seedProduct,
  shopDb,
  startWorker,
  stopWorker,
} from '#tests/helpers/worker.ts'
import { migrationScript } from '../../scripts/lib/migration-script.ts'

/**
 * A platform that never opened a shop database (a deployment from before the split, or one
 * kept small): the directory holds its shops (ADR 036). Run on a directory alone, as wrangler
 * keeps it locally, so the other suites' shops stay on the shop databases.
 */
const dir = mkdtempSync(join(tmpdir(), 'boutiko-directory-only-'))

beforeAll(async () => {
  await startWorker({ persist: { d1Dir: join(dir, 'd1'), databaseId: 'directory-only' } })
  await (await db()).exec(migrationScript(ROOT))
})
afterAll(async () => {
  await stopWorker()
  rmSync(dir, { recursive: true, force: true })
})

describe('the unpaid-order expiry on a directory holding shops', () => {
  it('cancels the transfer order whose reference never came, in the directory', async () => {
    const tenant = await createVerifiedTenant()
    expect((await shopDb(tenant)).name).toBe('DB')
    await addWallet(tenant, '70112233')
    const product = await seedProduct(tenant, { price: '4000', stock: '5' })
    expect((await orderWith(tenant.store.slug, product.id, 'transfer')).status).toBe(303)
    const order = await latestOrderOf(tenant.store.id)
    await runCron(Date.now() + 31 * 60_000)
    expect(await orderOfTracking(tenant, order.tracking_token)).toMatchObject({
      status: 'canceled',
      payment_status: 'expired',
    })
  })
})
