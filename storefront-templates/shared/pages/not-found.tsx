import { t } from '../../fr'
import type { ThemeContext } from '../../types'

export function NotFoundBody({ ctx }: { ctx: ThemeContext }) {
  return (
    <section className="wrap narrow notfound">
      <h1>{t.notFound}</h1>
      <p>{t.notFoundText}</p>
      <a className="btn" href={`${ctx.basePath}/home`}>
        {t.backHome}
      </a>
    </section>
  )
}
