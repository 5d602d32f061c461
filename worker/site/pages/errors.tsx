import type { Context } from 'hono'
import type { AppEnv } from '../../env'
import { MOVE_RETRY_AFTER_SECONDS } from '../../lib/shop-moving'
import { siteWords } from '../fr'
import { siteHtml, sitePage } from '../html'
import { SiteLayout, type SitePage } from '../layout'

type C = Context<AppEnv>

function ErrorPage({
  page,
  code,
  title,
  text,
}: {
  page: SitePage
  code: number
  title: string
  text: string
}) {
  return (
    <SiteLayout page={page} title={siteWords.errors.pageTitle(title)} description={text}>
      <section className="block wrap">
        <p className="code">{code}</p>
        <h1>{title}</h1>
        <p className="lead">{text}</p>
        <p>
          <a className="btn" href="/">
            {siteWords.errors.backHome}
          </a>
        </p>
      </section>
    </SiteLayout>
  )
}

export const NotFoundPage = ({ page }: { page: SitePage }) => (
  <ErrorPage
    page={page}
    code={404}
    title={siteWords.errors.notFoundTitle}
    text={siteWords.errors.notFoundText}
  />
)
export const ForbiddenPage = ({ page }: { page: SitePage }) => (
  <ErrorPage
    page={page}
    code={403}
    title={siteWords.errors.forbiddenTitle}
    text={siteWords.errors.forbiddenText}
  />
)

export const UnavailablePage = ({ page, shopName }: { page: SitePage; shopName: string }) => (
  <ErrorPage
    page={page}
    code={503}
    title={siteWords.errors.unavailableTitle}
    text={siteWords.errors.unavailableText(shopName)}
  />
)

export const MovingPage = ({ page, shopName }: { page: SitePage; shopName: string }) => (
  <ErrorPage
    page={page}
    code={503}
    title={siteWords.errors.movingTitle}
    text={siteWords.errors.movingText(shopName)}
  />
)

// The storefront and the dev outbox answer with these pages too: they live beside the pages,
// not in the site's routes, so serving an error never pulls in the whole public site.
export const renderNotFound = (c: C) =>
  siteHtml(c, <NotFoundPage page={sitePage(c)} />, { status: 404 })

export const renderUnavailable = (c: C, shopName: string) =>
  siteHtml(c, <UnavailablePage page={sitePage(c)} shopName={shopName} />, {
    status: 503,
    headers: { 'retry-after': '3600', 'cache-control': 'no-store' },
  })

/** A shopper's form sent while the shop moves between databases: nothing was recorded. */
export const renderMoving = (c: C, shopName: string) =>
  siteHtml(c, <MovingPage page={sitePage(c)} shopName={shopName} />, {
    status: 503,
    headers: { 'retry-after': String(MOVE_RETRY_AFTER_SECONDS), 'cache-control': 'no-store' },
  })
