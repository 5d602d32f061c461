import type { StoreCtx } from '../../worker/env.ts'
import { ApiError } from '../../worker/lib/errors.ts'
import { addDomain } from '../../worker/services/custom-domains.ts'

/**
 * The demo shop's own domain, pending verification (the screen then shows the TXT and HTTP
 * proofs), when its plan includes one. On the free plan there is nothing to seed: the screen
 * explains which plans offer it.
 */
export async function seedDomains(
  ctx: StoreCtx,
  _ids: { productIds: string[]; categoryIds: string[] },
) {
  try {
    await addDomain(ctx, { hostname: 'boutique.awastyle.bf' })
  } catch (err) {
    if (!(err instanceof ApiError) || err.code !== 'CONFLICT') throw err
  }
}
