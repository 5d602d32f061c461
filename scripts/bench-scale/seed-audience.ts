import type { StatementSync } from 'node:sqlite'
import { AUDIENCE_SOURCES } from '../../worker/schemas/audience.ts'
import { Prng } from './prng.ts'
import type { Run } from './seed.ts'

export type AudienceStatements = {
  audienceDay: StatementSync
  audienceSource: StatementSync
  audienceProduct: StatementSync
}

const DAY = 86_400
const isoDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10)

/**
 * Tableau de bord › Audience's rows for one shop (ADR 056): the days its counter flushed in the
 * last 30, each with its visits by source and its most viewed products. Its own PRNG stream
 * (not the shop's), so adding these rows left every other seeded row as it was. The probe shop
 * was visited every day, from four sources, on eight products: the 30-day report reads the
 * same rows at every size, and what varies is only the platform around it.
 */
export function seedAudience(
  sh: AudienceStatements,
  run: Run,
  index: number,
  storeId: string,
  productIds: string[],
  now: number,
) {
  const probe = index === 0
  const rng = new Prng(index + 0x5eed_a0d1)
  const activeDays = probe ? 30 : rng.chance(0.4) ? rng.int(1, 30) : 0
  for (let d = 0; d < activeDays; d++) {
    if (!probe && rng.chance(0.3)) continue
    const day = isoDay(now - d * DAY)
    const visits = rng.int(1, probe ? 120 : 40)
    const pageViews = visits + rng.int(0, visits * 3)
    const productViews = Math.floor(pageViews * 0.6)
    const carts = Math.floor(productViews * 0.1)
    const checkouts = Math.floor(carts * 0.5)
    run(
      sh.audienceDay,
      'audience_days',
      storeId,
      day,
      visits,
      pageViews,
      productViews,
      carts,
      checkouts,
    )
    const sources = probe ? 4 : rng.int(1, 3)
    const first = rng.int(0, AUDIENCE_SOURCES.length - 1)
    for (let s = 0; s < sources; s++) {
      const source = AUDIENCE_SOURCES[(first + s) % AUDIENCE_SOURCES.length]!
      run(sh.audienceSource, 'audience_sources', storeId, day, source, rng.int(1, visits))
    }
    const viewed = Math.min(productIds.length, probe ? 8 : rng.int(1, 3))
    const start = rng.int(0, productIds.length - 1)
    for (let p = 0; p < viewed; p++)
      run(
        sh.audienceProduct,
        'audience_products',
        storeId,
        day,
        productIds[(start + p) % productIds.length]!,
        rng.int(1, productViews + 1),
      )
  }
}
