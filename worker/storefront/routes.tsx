import type { Context } from 'hono'
import { Hono } from 'hono'
import { themeFor } from '#themes/index.ts'
import type { OrderFormState, ThemeContext } from '#themes/types.ts'
import type { StoreRow } from '../db/schema'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/errors'
import { streamHtml } from '../lib/render'
import { RESERVED_SLUGS } from '../lib/slug'
import { OrderCreateInput } from '../schemas/orders'
import { getReceipt, placeOrder } from '../services/orders'
import { findStoreBySlug, toPublicStore } from '../services/stores'
import { renderNotFound } from '../site/routes'
import { loadHome, loadProduct, loadProducts } from './loaders'

type C = Context<AppEnv>

/** Resolves the shop of `/:slug/…`; reserved words and unknown shops fall through to the 404 page. */
async function shopOf(c: C): Promise<StoreRow | null> {
  const slug = c.req.param('slug') ?? ''
  if (RESERVED_SLUGS.has(slug) || !/^[a-z0-9-]{1,60}$/.test(slug)) return null
  const store = await findStoreBySlug(c.var.ctx, slug)
  return store && store.status === 'active' ? store : null
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

/** Runs a page with its shop, or the platform 404 when there is no such shop. */
const page =
  (render: (c: C, store: StoreRow, ctx: ThemeContext) => Promise<Response>) => async (c: C) => {
    const store = await shopOf(c)
    if (!store) return renderNotFound(c)
    const ctx = themeCtx(c, store)
    try {
      return await render(c, store, ctx)
    } catch (err) {
      if (err instanceof ApiError && err.code === 'NOT_FOUND') {
        const { NotFoundPage } = themeFor(null)
        return streamHtml(c, <NotFoundPage ctx={ctx} />, { status: 404 })
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
    const store = await shopOf(c)
    return store ? c.redirect(`/${store.slug}/home`, 302) : renderNotFound(c)
  })
  .get(
    '/:slug/home',
    page(async (c, store, ctx) => {
      const { HomePage } = themeFor(null)
      return streamHtml(c, <HomePage ctx={ctx} data={await loadHome(c.var.ctx, store)} />)
    }),
  )
  .get(
    '/:slug/products',
    page(async (c, store, ctx) => {
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
      const { ProductsPage } = themeFor(null)
      return streamHtml(c, <ProductsPage ctx={ctx} data={data} />)
    }),
  )
  .get(
    '/:slug/products/:productId',
    page(async (c, store, ctx) => {
      const product = await loadProduct(c.var.ctx, store, c.req.param('productId') ?? '')
      const { ProductPage } = themeFor(null)
      return streamHtml(
        c,
        <ProductPage ctx={ctx} data={{ product, form: { values: FORM_DEFAULTS, errors: {} } }} />,
      )
    }),
  )
  .get(
    '/:slug/contact',
    page(async (c, _store, ctx) => {
      const { ContactPage } = themeFor(null)
      return streamHtml(c, <ContactPage ctx={ctx} />)
    }),
  )
  .get(
    '/:slug/orders/:token',
    page(async (c, store, ctx) => {
      const order = await getReceipt(c.var.ctx, c.req.param('token') ?? '', store.id)
      const { ReceiptPage } = themeFor(null)
      return streamHtml(c, <ReceiptPage ctx={ctx} data={{ order }} />, {
        headers: { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' },
      })
    }),
  )
  .post(
    '/:slug/order',
    page(async (c, store, ctx) => {
      const { values, input } = readOrderForm(await c.req.formData())
      const rerender = async (form: OrderFormState, status: number) => {
        const product = await loadProduct(c.var.ctx, store, values.productId ?? '')
        const { ProductPage } = themeFor(null)
        return streamHtml(c, <ProductPage ctx={ctx} data={{ product, form }} />, { status })
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
