import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FUZZ_SEED } from '#tests/helpers/fuzz.ts'
import {
  enableFedaPay,
  latestOrderOf,
  orderWith,
  paymentsOfOrder,
} from '#tests/helpers/payments.ts'
import { createVerifiedTenant } from '#tests/helpers/verified-tenants.ts'
import { api, seedProduct, setupWorker } from '#tests/helpers/worker.ts'

setupWorker()

const RUNS = Number(process.env.FUZZ_RUNS) || 40

/** Anything a stranger can send a notification endpoint: bodies, signatures, content types. */
const notification = (ref: string) =>
  fc.record({
    body: fc.oneof(
      fc.string(),
      fc.json(),
      fc.constant(JSON.stringify({ name: 'transaction.approved', entity: { id: Number(ref) } })),
      fc.constant(`cpm_trans_id=${ref}&cpm_amount=2500&cpm_currency=XOF`),
      fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b).toString('latin1')),
    ),
    signature: fc.oneof(
      fc.constant(undefined),
      fc.string(),
      fc
        .tuple(fc.integer(), fc.stringMatching(/^[0-9a-f]{0,64}$/))
        .map(([t, s]) => `t=${t},s=${s}`),
    ),
    type: fc.constantFrom(
      'application/json',
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
      undefined,
    ),
    provider: fc.constantFrom('fedapay', 'cinetpay', 'paypal', '..%2f'),
  })

describe('POST /api/payments/notify/:provider under fuzzing', () => {
  it('never answers 5xx and never moves a pending payment, whatever is sent', async () => {
    const tenant = await createVerifiedTenant()
    await enableFedaPay(tenant)
    const product = await seedProduct(tenant, { price: '2500' })
    await orderWith(tenant.store.slug, product.id, 'online')
    const order = await latestOrderOf(tenant.store.id)
    const [payment] = await paymentsOfOrder(tenant, order.id)
    await fc.assert(
      fc.asyncProperty(notification(payment!.provider_ref!), async (n) => {
        const res = await api('POST', `/api/payments/notify/${n.provider}`, {
          body: n.body,
          headers: {
            ...(n.type ? { 'content-type': n.type } : {}),
            ...(n.signature !== undefined
              ? { 'x-fedapay-signature': n.signature, 'x-token': n.signature }
              : {}),
          },
        })
        expect(res.status).toBeLessThan(500)
        expect(res.status === 200 || res.status === 401 || res.status === 404).toBe(true)
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    )
    expect((await paymentsOfOrder(tenant, order.id)).map((p) => p.status)).toEqual(['pending'])
  })
})
