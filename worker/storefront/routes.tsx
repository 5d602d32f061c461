import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { themeFor } from '#themes/index.ts'
import type { ThemeContext } from '#themes/types.ts'
import { asShopDb } from '../db/client'
import { withShop } from '../db/databases'
import { type PlanOf, runPlan } from '../db/read-plan'
import type { StoreRow } from '../db/schema'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/errors'
import { Hono } from '../lib/hono'
import { streamHtml } from '../lib/render'
import { isWriteDuringMove } from '../lib/shop-moving'
import { RESERVED_SLUGS } from '../lib/slug'
import { STOREFRONT_OPENER_POLICY } from '../middleware/security-headers'
import { msg } from '../schemas/messages'
import { hostedPageOrigins } from '../services/payments/providers'
import {
  findStorefrontFor,
  findStorefrontWithDomain,
  type StorefrontShop,
  slugKey,
} from '../services/shops/lookup'
import { toStoreRef } from '../services/stores'
import { renderMoving, renderNotFound, renderUnavailable } from '../site/pages/errors'
import { atelierTracking } from './atelier-tracking'
import { COUNTED_ROUTES, countView } from './audience'
import { planVariant, withEdgeCache } from './cache'
import { addToCart, cartPage, removeFromCart, updateCart } from './cart-pages'
import { checkout, checkoutPage, forgetShopperPage } from './checkout-page'
import { contactPage, sendEnquiry } from './contact'
import { courierOutcome, courierPage } from './courier-page'
import { shopCsp } from './csp'
import { takeProductForm } from './form-flash'
import { formDefaults, PRIVATE_PAGE } from './forms'
import { galleryPage } from './gallery-page'
import { hostedShopOf, redirectToDomain } from './host'
import { forgivingSearch, homePlan, productPagePlan, productsPlan } from './loaders'
import { orderNow } from './order-page'
import type { PageReads } from './page-reads'
import {
  paymentReturn,
  payOnline,
  sendReference,
  switchMethod,
  trackingPage,
} from './payment-pages'
import { publicStoreOf, shopFacts } from './public-store'
import { receiptPage } from './receipt-page'
import { sendReview } from './review-form'
import { robots, sitemap } from './seo'
import type { Shop } from './shop'
import { keepShop, peekShop } from './shop-memo'

type C = Context<AppEnv>

/**
 * Resolves the shop of `/:slug/…`; reserved words and unknown shops fall through to the 404
 * page. `plan`, a page's reads, goes in the batch that reads the shop's row when the shop is
 * not kept in memory (ADR 043): `read` then decodes their answers; else `read` is null (the
 * page sends them on their own).
 */
async function lookUp<T = undefined>(
  c: C,
  slug = c.req.param('slug') ?? '',
  plan?: PlanOf<T>,
): Promise<{ shop: StorefrontShop; read: (() => T) | null } | null> {
  // On a shop's own domain, routeByHost already loaded the shop and put its slug in the path.
  const hosted = hostedShopOf(c)
  if (hosted) return !slug || hosted.store.slug === slug ? { shop: hosted, read: null } : null
  if (RESERVED_SLUGS.has(slug) || !/^[a-z0-9-]{1,60}$/.test(slug)) return null
  const key = slugKey(slug)
  const kept = peekShop(c.env, key, {
    load: () => findStorefrontWithDomain(c.var.ctx, slug),
    waitUntil: (p) => c.executionCtx.waitUntil(p),
  })
  if (kept !== undefined) return kept && { shop: kept, read: null }
  const got = await findStorefrontFor(c.var.ctx, key, plan)
  keepShop(c.env, key, got?.shop ?? null)
  return got
}

const shopOf = async (c: C, slug?: string) => (await lookUp(c, slug))?.shop ?? null

/**
 * A page that starts with reads it can name from the request (page-reads.ts: a page's rows,
 * a form's products): they travel with the lookup's read of the shop's row (one round trip
 * with a route hint, ADR 043); a shop kept in memory (or on its own domain) leaves them to the
 * page, sent on their own in one batch.
 */
const reading =
  <T,>(start: (c: C) => PageReads<T> | Promise<PageReads<T>>) =>
  async (c: C) => {
    const { plan, render } = await start(c)
    const looked = await lookUp(c, undefined, plan)
    if (!looked) return lostShopper(c)
    return serve(c, looked.shop, async (c, shop) => {
      const db = c.var.ctx.db
      const value = looked.read ? looked.read() : await runPlan(db, plan(db, shop.store.id))
      return render(c, shop, value)
    })
  }

function themeCtx(c: C, store: StoreRow, origin: string): ThemeContext {
  const domain = hostedShopOf(c)?.domain
  return {
    shop: publicStoreOf(store),
    basePath: domain ? '' : `/${store.slug}`,
    baseUrl: domain ? `https://${domain}` : `${origin}/${store.slug}`,
    now: c.var.ctx.now.toISOString(),
  }
}

/**
 * Runs a page with its shop: the platform 404 when there is no such shop, a 503 "temporarily
 * unavailable" page while it is suspended, the theme's 404 for a missing product.
 */
const page = (render: (c: C, shop: Shop) => Promise<Response>) => async (c: C) => {
  const found = await shopOf(c)
  return found ? serve(c, found, render) : lostShopper(c)
}

/** A page reading the shop's rows (`planOf`, chosen from the request), then rendered. */
const dataPage = <T,>(
  planOf: (c: C) => PlanOf<T>,
  render: (c: C, shop: Shop, data: T) => Promise<Response>,
) => reading((c) => ({ plan: planOf(c), render }))

async function serve(
  c: C,
  found: StorefrontShop,
  render: (c: C, shop: Shop) => Promise<Response>,
): Promise<Response> {
  if (found.suspended) return renderUnavailable(c, found.store.name)
  if (isWriteDuringMove(c.req.method, found.store.movingTo))
    return renderMoving(c, found.store.name)
  const hosted = hostedShopOf(c)
  if (found.domain && !hosted && /^(GET|HEAD)$/.test(c.req.method)) {
    return redirectToDomain(c, found.domain)
  }
  // Its pixel id is kept when the plan no longer has the pixel, but not used (issue 26).
  const store = found.facebookPixel ? found.store : { ...found.store, facebookPixelId: null }
  // The shop and its database, named by its row (kept in memory with it), in the request's
  // session: entered through withShop like every other shop's ctx (ADR 045).
  c.set('ctx', withShop(c.var.ctx, toStoreRef(store)))
  const url = new URL(c.req.url)
  const publicHost = hosted?.domain ?? url.host
  // Everything below runs only when the page is rendered, not when it comes from the cache.
  const res = await withEdgeCache(
    c,
    store,
    publicHost,
    async () => {
      const csp = {
        'content-security-policy': await shopCsp(store.facebookPixelId, hostedPageOrigins(c.env)),
        ...STOREFRONT_OPENER_POLICY,
      }
      const shop: Shop = {
        store,
        theme: themeFor(store.theme),
        ctx: {
          ...themeCtx(c, store, url.origin),
          showGallery: found.showGallery,
          hideBranding: found.removeBranding,
          facts: found.ownerBlocked ? null : shopFacts(store, found.reviews),
        },
        reviews: found.reviews,
        html: async (node, { scripts, ...init } = {}) => {
          const own = scripts?.length
            ? {
                'content-security-policy': await shopCsp(
                  store.facebookPixelId,
                  hostedPageOrigins(c.env),
                  scripts,
                ),
              }
            : {}
          return streamHtml(c, node, { ...init, headers: { ...csp, ...own, ...init.headers } })
        },
      }
      try {
        return await render(c, shop)
      } catch (err) {
        if (err instanceof ApiError && err.code === 'NOT_FOUND') {
          const { NotFoundPage } = shop.theme
          return shop.html(<NotFoundPage ctx={shop.ctx} />, { status: 404 })
        }
        throw err
      }
    },
    planVariant(found),
  )
  // Counted after the answer, cached or not (ADR 056).
  const view = COUNTED_ROUTES[c.req.routePath]
  if (view)
    countView(c.env, (p) => c.executionCtx.waitUntil(p), c.req.raw, url, found, res, {
      view,
      productId: c.req.param('productId') ?? null,
      publicHost,
      ownDomain: hosted !== null,
    })
  return res
}

const missingPage = async (): Promise<Response> => {
  throw new ApiError('NOT_FOUND', msg.pageNotFound)
}

/**
 * `/Demo`, `/demo/`, `/DEMO/home`, `/demo/Home/`: the path as typed on a phone, its slug and
 * page name lower-cased, trailing slashes dropped, a bare slug completed with `/home`. Later
 * segments (ids, tracking tokens) keep their case.
 */
function canonicalPath(path: string): string {
  const parts = path.replace(/\/+$/, '').split('/')
  for (const i of [1, 2]) if (parts[i]) parts[i] = parts[i]!.toLowerCase()
  if (parts.length === 2 && parts[1]) parts.push('home')
  return parts.join('/')
}

/**
 * A path no storefront route took. Within a shop (its slug, or its own domain): a 301 to the
 * canonical address when the path only differs by case or a trailing slash — one address per
 * page, so the page cache and search engines keep one copy — else the shop's own 404 page.
 * Anything else: the platform's 404.
 */
export async function lostShopper(c: C): Promise<Response> {
  const url = new URL(c.req.url)
  const path = canonicalPath(url.pathname)
  const found = await shopOf(c, path.split('/')[1])
  if (!found) return renderNotFound(c)
  if (path !== url.pathname && /^(GET|HEAD)$/.test(c.req.method))
    return c.redirect(path + url.search, 301)
  return serve(c, found, missingPage)
}

/** Storefront forms are a few short fields: anything bigger is refused before it is read. */
const smallForms = bodyLimit({
  maxSize: 32 * 1024,
  onError: (c) => c.text(msg.payloadTooLarge, 413),
})

/**
 * A review carries an optional photo (5 MB at most, and the small copies a browser may draw):
 * its form is allowed more, so a photo a little too big is answered under its field, what was
 * typed kept, rather than by a bare 413.
 */
const photoForms = bodyLimit({
  maxSize: 16 * 1024 * 1024,
  onError: (c) => c.text(msg.payloadTooLarge, 413),
})
const REVIEW_POST = /^\/[^/]+\/orders\/[^/]+\/review$/

export const storefrontRoutes = new Hono<AppEnv>()
  .post('/:slug/*', (c, next) => (REVIEW_POST.test(c.req.path) ? photoForms : smallForms)(c, next))
  .get('/:slug', async (c) => {
    const found = await shopOf(c)
    return found ? c.redirect(`/${found.store.slug}/home`, 302) : lostShopper(c)
  })
  .get(
    '/:slug/home',
    dataPage(
      (c) => homePlan(c.var.ctx),
      async (_c, { theme, ctx, html }, data) => {
        const { HomePage } = theme
        return html(<HomePage ctx={ctx} data={data} />)
      },
    ),
  )
  .get(
    '/:slug/products',
    dataPage(
      (c) =>
        productsPlan(
          c.var.ctx,
          (c.req.query('q') ?? '').slice(0, 100),
          (c.req.query('category') ?? '').slice(0, 40),
          Math.min(1000, Math.max(1, Number.parseInt(c.req.query('page') ?? '1', 10) || 1)),
        ),
      async (c, { store, theme, ctx, html }, data) => {
        const { ProductsPage } = theme
        // Nothing found as typed: what the shop's own words say the shopper meant (issue 27).
        const shopCtx = { ...c.var.ctx, db: asShopDb(c.var.ctx.db) }
        const meant =
          data.q && data.products.total === 0
            ? await forgivingSearch(shopCtx, store.id, data)
            : null
        return html(<ProductsPage ctx={ctx} data={meant ?? data} />)
      },
    ),
  )
  .get(
    '/:slug/products/:productId',
    dataPage(
      (c) => productPagePlan(c.var.ctx, c.req.param('productId') ?? ''),
      async (c, { store, ctx, theme, html, reviews }, data) => {
        const id = c.req.param('productId') ?? ''
        const { ProductPage } = theme
        const refused = takeProductForm(c, ctx.basePath, id, formDefaults(store))
        const form = refused?.form ?? { values: formDefaults(store), errors: {} }
        // Without reviews in the plan: no reviews block, no rating in the JSON-LD (data kept).
        const shown = reviews ? data : { ...data, reviews: undefined }
        return html(
          <ProductPage ctx={ctx} data={{ ...shown, form }} />,
          refused ? { headers: { ...PRIVATE_PAGE, 'set-cookie': refused.spent } } : {},
        )
      },
    ),
  )
  .get('/:slug/galerie', page(galleryPage))
  .get('/:slug/contact', page(contactPage))
  .post('/:slug/contact', page(sendEnquiry))
  .get('/:slug/orders/:token', reading(trackingPage))
  .get('/:slug/orders/:token/payment', page(paymentReturn))
  .post('/:slug/orders/:token/payment', page(paymentReturn))
  .post('/:slug/orders/:token/pay', page(payOnline))
  .post('/:slug/orders/:token/reference', page(sendReference))
  // A failed online payment paid another way (issue 27): one form per way the shop offers.
  .post('/:slug/orders/:token/method', page(switchMethod))
  // A delivered order's buyer reviews what they bought (issue 26): the link is the credential.
  .post('/:slug/orders/:token/review', page(sendReview))
  // The receipt the merchant shares or prints (issue 27): its own secret link, nothing to act on.
  .get('/:slug/recu/:token', page(receiptPage))
  .get('/:slug/atelier/suivi/:token', page(atelierTracking))
  // The courier's day (ADR 052): the link is the credential, one form per outcome.
  .get('/:slug/livraison/:token', page(courierPage))
  .post('/:slug/livraison/:token/:deliveryId', page(courierOutcome))
  .post('/:slug/order', reading(orderNow))
  .post('/:slug/cart/add', reading(addToCart))
  .post('/:slug/cart/update', page(updateCart))
  .post('/:slug/cart/remove', page(removeFromCart))
  .get('/:slug/cart', reading(cartPage))
  .get('/:slug/checkout', reading(checkoutPage))
  .post('/:slug/checkout', reading(checkout))
  .get('/:slug/checkout/effacer', page(forgetShopperPage))
  .get('/:slug/sitemap.xml', page(sitemap))
  .get('/:slug/robots.txt', page(robots))
