import type { ThemeContext } from '../types'

/** The announcement band ("Appel à l'action"): shown only once the merchant has written it. */
export function CallToAction({ ctx }: { ctx: ThemeContext }) {
  const cta = ctx.shop.callToAction
  if (!cta) return null
  return (
    <section className="cta" aria-labelledby="h-cta">
      <div className="wrap">
        <h2 id="h-cta">{cta.title}</h2>
        {cta.description ? <p>{cta.description}</p> : null}
        {cta.btntext ? (
          <a className="btn" href={`${ctx.basePath}/products`}>
            {cta.btntext}
          </a>
        ) : null}
      </div>
    </section>
  )
}
