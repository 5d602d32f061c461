import type { Context } from 'hono'
import { Hono } from 'hono'
import type { ReactNode } from 'react'
import { themeFor } from '#themes/index.ts'
import type { OrderFormState, Theme, ThemeContext } from '#themes/types.ts'
import type { StoreRow } from '../db/schema'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/errors'
import { streamHtml } from '../lib/render'
import { RESERVED_SLUGS } from '../lib/slug'
import { htmlCsp } from '../middleware/security-headers'
import { OrderCreateInput } from '../schemas/orders'
import { placeOrder } from '../services/order-placement'
import { getReceipt } from '../services/orders'
import { findStorefront, toPublicStore } from '../services/stores'
import { renderNotFound, renderUnavailable } from '../site/routes'
import { loadHome, loadProduct, loadProducts, loadProductTestimonials } from './loaders'

type C = Context<AppEnv>

type Shop = {
  store: StoreRow
  theme: Theme
  ctx: ThemeContext
  /** Streams a page of this shop, with the shop's CSP (its Facebook pixel, if any). */
  html: (
    node: ReactNode,
    init?: { status?: number; headers?: Record<string, string> },
  ) => Promise<Response>
}

/** Resolves the shop of `/:slug/…`; reserved words and unknown shops fall through to the 404 page. */
async function shopOf(c: C) {
  const slug = c.req.param('slug') ?? ''
  if (RESERVED_SLUGS.has(slug) || !/^[a-z0-9-]{1,60}$/.test(slug)) return null
  return findStorefront(c.var.ctx, slug)
}

function themeCtx(c: C, store: StoreRow): ThemeContext {
  const origin = new URL(c.req.url).origin
  return {
    shop: toPublicStore(store),
    basePath: `/${store.slug}`,
    baseUrl: `${origin}/${store.slug}`,
    nonce: c.get('nonce'),
    now: c.var.ctx.now.toISOString(),
  }
}

/** The Facebook pixel loads from and reports to Facebook: allowed only on shops that set one. */
const PIXEL_SOURCES = {
  script: ['https://connect.facebook.net'],
  connect: ['https://www.facebook.com'],
  img: ['https://www.facebook.com'],
}

/**
 * Runs a page with its shop: the platform 404 when there is no such shop, a 503 "temporarily
 * unavailable" page while it is suspended, the theme's 404 for a missing product.
 */
const page = (render: (c: C, shop: Shop) => Promise<Response>) => async (c: C) => {
  const found = await shopOf(c)
  if (!found) return renderNotFound(c)
  if (found.suspended) return renderUnavailable(c, found.store.name)
  const { store } = found
  const csp: Record<string, string> = store.facebookPixelId
    ? { 'content-security-policy': htmlCsp(c.get('nonce'), PIXEL_SOURCES) }
    : {}
  const shop: Shop = {
    store,
    theme: themeFor(store.theme),
    ctx: themeCtx(c, store),
    html: (node, init = {}) =>
      streamHtml(c, node, { ...init, headers: { ...csp, ...init.headers } }),
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
}

const FORM_DEFAULTS = { quantity: '1', phoneCountryCode: '+226' }

/** Form fields → the order contract; the first issue of each field is shown beside it. */
function readOrderForm(form: FormData) {
  const values: Record<string, string> = {}
  for (const [k, v] of form.entries()) if (typeof v === 'string') values[k] = v.slice(0, 500)
  const input = {
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    phoneCountryCode: values.phoneCountryCode || undefined,
    phone: values.phone ?? '',
    city: values.city ?? '',
    items: [
      {
        productId: values.productId ?? '',
        quantity: values.quantity ?? '',
        size: values.size || undefined,
        color: values.color || undefined,
      },
    ],
  }
  return { values, input }
}

function fieldErrors(issues: { path: string; message: string }[] = []): Record<string, string> {
  const out: Record<string, string> = {}
  for (const i of issues) {
    const key = i.path.replace(/^items\.\d+\./, '')
    out[key] ??= i.message
  }
  return out
}

export const storefrontRoutes = new Hono<AppEnv>()
  .get('/:slug', async (c) => {
    const found = await shopOf(c)
    return found ? c.redirect(`/${found.store.slug}/home`, 302) : renderNotFound(c)
  })
  .get(
    '/:slug/home',
    page(async (c, { store, theme, ctx, html }) => {
      const { HomePage } = theme
      return html(<HomePage ctx={ctx} data={await loadHome(c.var.ctx, store)} />)
    }),
  )
  .get(
    '/:slug/products',
    page(async (c, { store, theme, ctx, html }) => {
      const pageNo = Math.min(
        1000,
        Math.max(1, Number.parseInt(c.req.query('page') ?? '1', 10) || 1),
      )
      const data = await loadProducts(
        c.var.ctx,
        store,
        (c.req.query('q') ?? '').slice(0, 100),
        (c.req.query('category') ?? '').slice(0, 40),
        pageNo,
      )
      const { ProductsPage } = theme
      return html(<ProductsPage ctx={ctx} data={data} />)
    }),
  )
  .get(
    '/:slug/products/:productId',
    page(async (c, { store, theme, ctx, html }) => {
      const productId = c.req.param('productId') ?? ''
      const [product, testimonials] = await Promise.all([
        loadProduct(c.var.ctx, store, productId),
        loadProductTestimonials(c.var.ctx, store, productId),
      ])
      const { ProductPage } = theme
      const form = { values: FORM_DEFAULTS, errors: {} }
      return html(<ProductPage ctx={ctx} data={{ product, testimonials, form }} />)
    }),
  )
  .get(
    '/:slug/contact',
    page(async (_c, { theme, ctx, html }) => {
      const { ContactPage } = theme
      return html(<ContactPage ctx={ctx} />)
    }),
  )
  .get(
    '/:slug/orders/:token',
    page(async (c, { store, theme, ctx, html }) => {
      const order = await getReceipt(c.var.ctx, c.req.param('token') ?? '', store.id)
      const { ReceiptPage } = theme
      return html(<ReceiptPage ctx={ctx} data={{ order }} />, {
        headers: { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' },
      })
    }),
  )
  .post(
    '/:slug/order',
    page(async (c, { store, theme, ctx, html }) => {
      const { values, input } = readOrderForm(await c.req.formData())
      const rerender = async (form: OrderFormState, status: number) => {
        const product = await loadProduct(c.var.ctx, store, values.productId ?? '')
        const { ProductPage } = theme
        return html(<ProductPage ctx={ctx} data={{ product, form }} />, { status })
      }
      const parsed = OrderCreateInput.safeParse(input)
      if (!parsed.success) {
        return rerender(
          {
            values,
            errors: fieldErrors(
              parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
            ),
          },
          422,
        )
      }
      try {
        const order = await placeOrder(c.var.ctx, store, parsed.data)
        return c.redirect(`/${store.slug}/orders/${order.trackingToken}`, 303)
      } catch (err) {
        if (!(err instanceof ApiError) || err.code === 'NOT_FOUND') throw err
        return rerender(
          { values, errors: fieldErrors(err.issues), formError: err.message },
          err.status,
        )
      }
    }),
  )
