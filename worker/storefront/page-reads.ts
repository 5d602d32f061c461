import type { Context } from 'hono'
import type { PlanOf } from '../db/read-plan'
import type { AppEnv } from '../env'
import type { Shop } from './shop'

/**
 * A storefront form (cart, checkout, direct order) whose first reads of the shop's database
 * follow from the request alone once the shop is known: `plan` (the cart's products, the
 * order's intake) travels in the batch that reads the shop's row, so the lookup and the reads
 * cost the round trips of the lookup alone (routes.tsx `reading`); `render` gets their answers.
 */
export type PageReads<T> = {
  plan: PlanOf<T>
  render: (c: Context<AppEnv>, shop: Shop, read: T) => Promise<Response>
}
