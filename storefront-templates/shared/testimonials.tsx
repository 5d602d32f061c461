import { t } from '../fr'
import { safeHref } from '../links'
import type { PublicTestimonial } from '../types'
import { Img } from './image'

/** Five stars drawn as text, read out as one phrase ("Note : 4 sur 5"). */
export function Stars({ rating }: { rating: number }) {
  const n = Math.max(0, Math.min(5, Math.round(rating)))
  return (
    <span className="stars" role="img" aria-label={t.rating(n)}>
      {'★'.repeat(n)}
      {'☆'.repeat(5 - n)}
    </span>
  )
}

function Body({ item }: { item: PublicTestimonial }) {
  if (item.kind === 'image' && item.image)
    return (
      <Img
        src={item.image.url}
        alt={t.photoBy(item.name)}
        width={item.image.width}
        height={item.image.height}
        originalWidth={item.image.width}
        sizes="(min-width:600px) 320px, 100vw"
      />
    )
  // A link, not an embedded player: lighter on slow networks, and no third-party frame.
  if (item.kind === 'video' && item.videoUrl)
    return (
      <a
        className="btn"
        href={safeHref(item.videoUrl)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t.videoOf(item.name)}
      >
        ▶ {t.video}
      </a>
    )
  return (
    <blockquote>
      <p>{item.text}</p>
    </blockquote>
  )
}

/** "Ils nous font confiance" on the home page, "Témoignages" on a product page (the merchant's own selection; buyers' reviews are shared/reviews.tsx). */
export function Testimonials({
  items = [],
  basePath,
  scope,
}: {
  items?: PublicTestimonial[]
  basePath: string
  scope: 'shop' | 'product'
}) {
  if (items.length === 0) return null
  const headingId = `h-testimonials-${scope}`
  return (
    <section className="wrap reviews" aria-labelledby={headingId}>
      <h2 id={headingId}>{scope === 'shop' ? t.testimonialsShop : t.testimonialsProduct}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id} className="review">
            <figure>
              <Stars rating={item.rating} />
              <Body item={item} />
              <figcaption>
                — <strong>{item.name}</strong>
                {scope === 'shop' && item.productId && item.productName ? (
                  <>
                    {' · '}
                    <a href={`${basePath}/products/${encodeURIComponent(item.productId)}`}>
                      {item.productName}
                    </a>
                  </>
                ) : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
