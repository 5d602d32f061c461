import type { StoreRow } from '../db/schema'
import type { Env } from '../env'
import type { AudienceHit, AudienceView } from '../schemas/audience'
import { localDay } from '../schemas/shop-clock'
import type { AudienceCounter } from '../services/audience/counter'
import { isRobot, visitSource } from '../services/audience/hits'

/** The storefront routes counted, and for what (ADR 056). Private pages (orders, couriers) are not. */
export const COUNTED_ROUTES: Record<string, AudienceView> = {
  '/:slug/home': 'page',
  '/:slug/products': 'page',
  '/:slug/products/:productId': 'product',
  '/:slug/galerie': 'page',
  '/:slug/contact': 'page',
  '/:slug/cart': 'page',
  '/:slug/checkout': 'checkout',
  '/:slug/cart/add': 'cart',
}

/** A cached path's view (the fast path sees paths, not routes): `/<slug>/products/<id>` is a product. */
export const cachedPathView = (path: string): { view: AudienceView; productId: string | null } => {
  const product = /^\/[^/]+\/products\/([^/]+)$/.exec(path)
  return product
    ? { view: 'product', productId: product[1] ?? null }
    : { view: 'page', productId: null }
}

export type CountedShop = { store: StoreRow; audienceStats: boolean }

/**
 * Hands one storefront request to its shop's AudienceCounter, after the response (waitUntil):
 * the page never waits on it, cached pages included. Only for a plan with audience statistics,
 * a successful answer (a page shown, a product put in the cart), a person's browser (robots and
 * link previews are left out) and not the merchant's preview. Nothing about the visitor leaves
 * here: the referrer and `utm_source` become a source name, the rest is dropped.
 */
export function countView(
  env: Env,
  waitUntil: (promise: Promise<unknown>) => void,
  request: Request,
  appUrl: URL,
  shop: CountedShop,
  res: Response,
  counted: { view: AudienceView; productId: string | null; publicHost: string; ownDomain: boolean },
): void {
  const namespace = env.AUDIENCE as DurableObjectNamespace<AudienceCounter> | undefined
  if (!namespace || !shop.audienceStats) return
  const { view } = counted
  // A product put in the cart is the cart's cookie written (a refused quantity writes none).
  const done =
    view === 'cart'
      ? /cart/i.test(res.headers.get('set-cookie') ?? '')
      : res.status === 200 && request.method === 'GET'
  if (!done) return
  if (isRobot(request.headers.get('user-agent'))) return
  if (appUrl.search !== '' && appUrl.searchParams.has('preview')) return
  const { store } = shop
  const hit: AudienceHit = {
    storeId: store.id,
    database: store.database,
    day: localDay(new Date(), store.timeZone),
    view,
    productId: view === 'product' ? counted.productId : null,
    // A form's POST is a step within the shop, never an arrival.
    source:
      view === 'cart'
        ? null
        : visitSource(
            appUrl,
            request.headers.get('referer'),
            counted.publicHost,
            counted.ownDomain ? null : `/${store.slug}`,
          ),
  }
  waitUntil(
    namespace
      .get(namespace.idFromName(store.id))
      .add(hit)
      .catch((err: unknown) => console.error('audience count', err)),
  )
}
