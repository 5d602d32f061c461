import type { ThemeContext } from '../../types'

/** "À propos": shown only once the merchant has written it. */
export function About({ ctx }: { ctx: ThemeContext }) {
  const { about } = ctx.shop
  if (!about) return null
  return (
    <section className="wrap about" aria-labelledby="h-about">
      <div>
        <h2 id="h-about">{about.title}</h2>
        {about.description ? <p>{about.description}</p> : null}
        {about.btntext ? (
          <a className="btn" href={`${ctx.basePath}/products`}>
            {about.btntext}
          </a>
        ) : null}
      </div>
      {about.images.length ? (
        <div className="about-imgs">
          {about.images.map((img) => (
            <img
              key={img.id}
              src={img.url}
              alt=""
              width={img.width}
              height={img.height}
              loading="lazy"
              decoding="async"
            />
          ))}
        </div>
      ) : null}
    </section>
  )
}
