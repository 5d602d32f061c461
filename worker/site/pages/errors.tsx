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
    <SiteLayout page={page} title={`${title} — Boutiko`} description={text}>
      <section className="block wrap">
        <p className="code">{code}</p>
        <h1>{title}</h1>
        <p className="lead">{text}</p>
        <p>
          <a className="btn" href="/">
            Retour à l'accueil
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
    title="Page Introuvable"
    text="La page que vous cherchez n'existe pas ou a été déplacée."
  />
)
export const ForbiddenPage = ({ page }: { page: SitePage }) => (
  <ErrorPage
    page={page}
    code={403}
    title="Page Inaccessible"
    text="Vous n'avez pas les droits nécessaires pour accéder à cette page."
  />
)

export const UnavailablePage = ({ page, shopName }: { page: SitePage; shopName: string }) => (
  <ErrorPage
    page={page}
    code={503}
    title="Boutique momentanément indisponible"
    text={`La boutique « ${shopName} » est momentanément indisponible. Revenez bientôt ou découvrez d'autres boutiques Boutiko.`}
  />
)
