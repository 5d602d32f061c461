import type { ThemeContext } from '../types'
import { Img } from './image'

/** "À propos": shown only once the merchant has written it. */
export function About({ ctx }: { ctx: ThemeContext }) {
  const { about } = ctx.shop
  if (!about) return null
  return (
    <section
      className={about.images.length ? 'wrap about' : 'wrap about solo'}
      aria-labelledby="h-about"
    >
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
            <Img
              key={img.id}
              src={img.url}
              alt=""
              width={img.width}
              height={img.height}
              originalWidth={img.width}
              sizes="(min-width:800px) 280px, 50vw"
            />
          ))}
        </div>
      ) : null}
    </section>
  )
}
