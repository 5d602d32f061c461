import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/errors'
import { Hono } from '../lib/hono'
import { streamHtml } from '../lib/render'
import { ContactInput, StoresQuery } from '../schemas/site'
import { clientAddress } from '../services/attempts'
import { listPlans } from '../services/plans'
import { assertShopperPace } from '../services/shopper-pace'
import {
  listGalleryImages,
  listPublicShops,
  listVisibleShopSlugs,
  saveContactMessage,
} from '../services/site'
import { siteWords } from './fr'
import { siteHtml, sitePage } from './html'
import { AboutPage } from './pages/about'
import { ContactPage } from './pages/contact'
import { ForbiddenPage } from './pages/errors'
import { FeaturesPage } from './pages/features'
import { GalleriesPage } from './pages/galleries'
import { HelpPage } from './pages/help'
import { HomePage } from './pages/home'
import { PrivacyPage, TermsPage } from './pages/legal'
import { PricingPage } from './pages/pricing'
import { StoresPage } from './pages/stores'
import { FAVICON_SVG } from './theme'

type C = Context<AppEnv>

const favicon = (c: C) =>
  c.body(FAVICON_SVG, 200, {
    'content-type': 'image/svg+xml',
    'cache-control': 'public, max-age=604800',
  })

/** Public pages change rarely and hold nothing personal: let browsers and the edge keep them briefly. */
const CACHEABLE = { 'cache-control': 'public, max-age=60' }

/** The contact form is three short fields: anything bigger is refused before it is read. */
const smallForm = bodyLimit({
  maxSize: 32 * 1024,
  onError: (c) => c.text(siteWords.errors.bodyTooLarge, 413),
})

/** The footer's paths lead to the route paths. */
const FOOTER_REDIRECTS = {
  '/store': '/stores',
  '/tarifs': '/pricing',
  '/contact-us': '/contact',
  '/fonctionalite': '/features',
}

export const siteRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    // The showcase shows shops worth a visit: an empty shop is a dead end. The list comes
    // with the most products first, so its first page holds every shop that has some.
    const shops = (await listPublicShops(c.var.ctx, {})).items.filter((s) => s.productCount > 0)
    return siteHtml(c, <HomePage page={sitePage(c)} shops={shops.slice(0, 6)} />, {
      headers: CACHEABLE,
    })
  })
  .get('/apropos', (c) => siteHtml(c, <AboutPage page={sitePage(c)} />, { headers: CACHEABLE }))
  .get('/aide', (c) => siteHtml(c, <HelpPage page={sitePage(c)} />, { headers: CACHEABLE }))
  .get('/features', (c) => siteHtml(c, <FeaturesPage page={sitePage(c)} />, { headers: CACHEABLE }))
  .get('/stores', async (c) => {
    const query = StoresQuery.safeParse(c.req.query())
    const q = query.success ? (query.data.q ?? '') : ''
    const sort = query.success ? (query.data.tri ?? 'produits') : 'produits'
    const shops = await listPublicShops(c.var.ctx, query.success ? query.data : {})
    return siteHtml(c, <StoresPage page={sitePage(c)} q={q} sort={sort} shops={shops} />)
  })
  .get('/pricing', async (c) =>
    siteHtml(c, <PricingPage page={sitePage(c)} plans={await listPlans(c.var.ctx)} />),
  )
  .get('/galeries', async (c) =>
    siteHtml(c, <GalleriesPage page={sitePage(c)} images={await listGalleryImages(c.var.ctx)} />),
  )
  .get('/terme-condition', (c) =>
    siteHtml(c, <TermsPage page={sitePage(c)} />, { headers: CACHEABLE }),
  )
  .get('/privacy', (c) => siteHtml(c, <PrivacyPage page={sitePage(c)} />, { headers: CACHEABLE }))
  .get('/contact', (c) =>
    siteHtml(
      c,
      <ContactPage
        page={sitePage(c)}
        form={{ values: {}, errors: {}, sent: c.req.query('sent') === '1' }}
      />,
    ),
  )
  .post('/contact', smallForm, async (c) => {
    // Not a form (another content type, a broken multipart body): the empty form's 422.
    const form = await c.req.formData().catch(() => null)
    const values = Object.fromEntries(
      ['email', 'subject', 'message'].map((k) => [k, String(form?.get(k) ?? '').slice(0, 5000)]),
    )
    const parsed = ContactInput.safeParse(values)
    if (!parsed.success) {
      const errors: Record<string, string> = {}
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message
      return siteHtml(c, <ContactPage page={sitePage(c)} form={{ values, errors }} />, {
        status: 422,
      })
    }
    try {
      const address = clientAddress(c.req.raw.headers)
      await assertShopperPace(c.var.ctx, 'contact', { scope: 'site', address })
    } catch (err) {
      if (!(err instanceof ApiError)) throw err
      const form = { values, errors: { message: err.message } }
      return streamHtml(c, <ContactPage page={sitePage(c)} form={form} />, {
        status: err.status,
        headers: err.responseHeaders,
      })
    }
    await saveContactMessage(c.var.ctx, parsed.data)
    return c.redirect('/contact?sent=1', 303)
  })
  .get('/forbidden', (c) => siteHtml(c, <ForbiddenPage page={sitePage(c)} />, { status: 403 }))
  // The first version's misspelled path stays reachable (docs/conventions.md).
  .get('/forbiden', (c) => c.redirect('/forbidden', 301))
  .get('/favicon.svg', favicon)
  .get('/favicon.ico', favicon)
  .get('/robots.txt', (c) =>
    c.text(
      `User-agent: *\nDisallow: /api/\nDisallow: /user/\nDisallow: /admin/\nDisallow: /auth/\nSitemap: ${new URL(c.req.url).origin}/sitemap.xml\n`,
    ),
  )
  // Crawlers read robots.txt only at the host root: this index points them to every shop's sitemap.
  .get('/sitemap.xml', async (c) => {
    const origin = new URL(c.req.url).origin
    const slugs = await listVisibleShopSlugs(c.var.ctx)
    const items = slugs.map((slug) => `<sitemap><loc>${origin}/${slug}/sitemap.xml</loc></sitemap>`)
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`
    return c.body(xml, 200, {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    })
  })

for (const [from, to] of Object.entries(FOOTER_REDIRECTS))
  siteRoutes.get(from, (c) => c.redirect(to, 301))
