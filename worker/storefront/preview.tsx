import { type ThemeName as TemplateThemeName, themeFor } from '#themes/index.ts'
import type { ThemeContext } from '#themes/types.ts'
import type { StoreRow } from '../db/schema'
import type { ShopDatabaseCtx } from '../env'
import { htmlDocument } from '../lib/render'
import type { ThemeName } from '../schemas/personalization'
import type { PublicStore } from '../schemas/stores'
import { loadHome } from './loaders'

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
/** Compile-time guard: the dashboard's theme list (schemas) must match the real themes. */
export const themeNamesInSync: Same<ThemeName, TemplateThemeName> = true

/** The home page a theme renders for `shop`, as one HTML string (for an iframe's srcdoc). */
export async function renderHomePreview(
  ctx: ShopDatabaseCtx,
  row: StoreRow,
  shop: PublicStore,
  origin: string,
): Promise<string> {
  const { HomePage } = themeFor(shop.theme)
  const themeCtx: ThemeContext = {
    shop,
    basePath: `/${row.slug}`,
    baseUrl: `${origin}/${row.slug}`,
    now: ctx.now.toISOString(),
  }
  return htmlDocument(<HomePage ctx={themeCtx} data={await loadHome(ctx, row)} />)
}
