import type { Context } from 'hono'
import type { ReactNode } from 'react'
import type { Theme, ThemeContext } from '#themes/types.ts'
import type { StoreRow } from '../db/schema'
import type { AppEnv, ShopCtx } from '../env'

/**
 * A storefront page's shop, as `routes.tsx` hands it to each page handler: its row, its theme,
 * the theme's context and a renderer that streams with the shop's CSP. Declared here, not in
 * the route file, so page handlers can use it without importing the routes back.
 */
export type Shop = {
  store: StoreRow
  theme: Theme
  ctx: ThemeContext
  /** The plan in force includes buyers' reviews (issue 26): else none shown, asked or taken. */
  reviews: boolean
  /**
   * Streams a page of this shop, with the shop's CSP (its Facebook pixel, if any, and `scripts`:
   * our own constant scripts this page carries, allowed by their hash).
   */
  html: (
    node: ReactNode,
    init?: { status?: number; headers?: Record<string, string>; scripts?: readonly string[] },
  ) => Promise<Response>
}

/**
 * The request's ctx acting for the page's shop: `serve` (routes.tsx) enters the shop with
 * `withShop` before any page handler runs, so a handler reaching for the shop's rows gets a
 * `ShopCtx` (its database a `ShopDb`, ADR 045). Called before that, it is a bug: it throws.
 */
export function shopCtx(c: Context<AppEnv>): ShopCtx {
  const ctx = c.var.ctx
  if (!ctx.store) throw new Error('storefront: no shop entered yet (serve sets it)')
  return ctx as ShopCtx
}
