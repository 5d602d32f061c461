import { describe, expect, it } from 'vitest'
import { buildNaiveStockWorker } from '#tests/helpers/naive-stock/build.ts'
import {
  api,
  createTenant,
  orderBody,
  placeOrder,
  productBody,
  seedProduct,
  setupWorker,
  startWorker,
  stopWorker,
  type Tenant,
} from '#tests/helpers/worker.ts'

setupWorker()

const SHOPPERS = 50
const ROUNDS = 20

/** Each round puts one unit back on the shelf and lets 50 shoppers race for it. */
async function raceForTheLastUnit(tenant: Tenant, product: { id: string; imageId: string | null }) {
  const rounds: { created: number; refused: number; other: number[] }[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const reset = await api('PUT', `/api/products/${product.id}`, {
      token: tenant.token,
      json: productBody({ stock: '1', imageId: product.imageId }),
    })
    expect(reset.status).toBe(200)
    const statuses = (
      await Promise.all(
        Array.from({ length: SHOPPERS }, (_, i) =>
          placeOrder(
            tenant.store.slug,
            orderBody([{ productId: product.id, quantity: 1 }], {
              phone: `7${String(round * 100 + i).padStart(7, '0')}`,
            }),
          ),
        ),
      )
    ).map((r) => r.status)
    rounds.push({
      created: statuses.filter((s) => s === 201).length,
      refused: statuses.filter((s) => s === 409).length,
      other: statuses.filter((s) => s !== 201 && s !== 409),
    })
  }
  return rounds
}

describe('POST /api/publics/:slug/orders — the last unit', () => {
  it(`gives it to exactly one of ${SHOPPERS} concurrent shoppers, ${ROUNDS} rounds in a row: 1 × 201, ${SHOPPERS - 1} × 409, no 5xx`, async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant)
    const rounds = await raceForTheLastUnit(tenant, product)
    expect(rounds).toEqual(
      Array.from({ length: ROUNDS }, () => ({ created: 1, refused: SHOPPERS - 1, other: [] })),
    )
  }, 120_000)

  it('fails that same check when the stock write is a naive read-then-write (the test has teeth)', async () => {
    // The same worker built with a naive stock write in place of the real one (naive-stock/).
    const bundle = buildNaiveStockWorker()
    await stopWorker()
    await startWorker({ bundle })
    try {
      const tenant = await createTenant()
      const product = await seedProduct(tenant)
      const rounds = await raceForTheLastUnit(tenant, product)
      expect(rounds.some((r) => r.created > 1)).toBe(true)
    } finally {
      await stopWorker()
      await startWorker() // the production bundle again, whatever runs next
    }
  }, 180_000)
})
