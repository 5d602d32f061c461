import { t } from '../../fr'
import type { ThemeContext } from '../../types'
import { Layout } from '../layout'

export function NotFoundPage({ ctx }: { ctx: ThemeContext }) {
  return (
    <Layout ctx={ctx} title={t.notFound} path="/404">
      <section className="wrap">
        <h1>{t.notFound}</h1>
        <p>{t.notFoundText}</p>
        <a className="btn" href={`${ctx.basePath}/home`}>
          {t.backHome}
        </a>
      </section>
    </Layout>
  )
}
