import { siteWords } from '../fr'
import { SiteLayout, type SitePage } from '../layout'

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
