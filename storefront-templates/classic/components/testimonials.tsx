import type { CSSProperties } from 'react'
import { safeHref } from '../../links'
import type { PublicTestimonial } from '../../types'

// Shopper-facing words of this block (kept here while fr.ts is being edited by other slices).
const words = {
  shop: 'Ils nous font confiance',
  product: 'Avis clients',
  rating: (n: number) => `Note : ${n} sur 5`,
  photoBy: (name: string) => `Photo partagée par ${name}`,
  video: 'Voir la vidéo',
  videoOf: (name: string) => `Voir la vidéo de ${name}`,
} as const

// Inline styles: the block ships with the page, with no change to the theme's stylesheet.
const list: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill,minmax(min(100%,260px),1fr))',
  gap: 16,
  listStyle: 'none',
  padding: 0,
  margin: 0,
}
const card: CSSProperties = {
  border: '1px solid var(--line)',
  borderRadius: 12,
  padding: 16,
  background: 'var(--bg)',
}
const photo: CSSProperties = {
  borderRadius: 8,
  width: '100%',
  height: 'auto',
  maxHeight: 360,
  objectFit: 'cover',
  background: 'var(--soft)',
}

/** Five stars drawn as text, read out as one phrase ("Note : 4 sur 5"). */
export function Stars({ rating }: { rating: number }) {
  const n = Math.max(0, Math.min(5, Math.round(rating)))
  return (
    <span role="img" aria-label={words.rating(n)} style={{ color: '#b45309', letterSpacing: 2 }}>
      {'★'.repeat(n)}
      {'☆'.repeat(5 - n)}
    </span>
  )
}

function Body({ item }: { item: PublicTestimonial }) {
  if (item.kind === 'image' && item.image)
    return (
      <img
        src={item.image.url}
        alt={words.photoBy(item.name)}
        width={item.image.width}
        height={item.image.height}
        loading="lazy"
        decoding="async"
        style={photo}
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
        aria-label={words.videoOf(item.name)}
      >
        ▶ {words.video}
      </a>
    )
  return (
    <blockquote style={{ margin: 0 }}>
      <p style={{ margin: 0, whiteSpace: 'pre-line' }}>{item.text}</p>
    </blockquote>
  )
}

/** "Ils nous font confiance" on the home page, "Avis clients" on a product page. */
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
    <section className="wrap" aria-labelledby={headingId}>
      <h2 id={headingId}>{words[scope]}</h2>
      <ul style={list}>
        {items.map((item) => (
          <li key={item.id} style={card}>
            <figure style={{ margin: 0, display: 'grid', gap: 10 }}>
              <Stars rating={item.rating} />
              <Body item={item} />
              <figcaption style={{ color: 'var(--muted)', fontSize: 14 }}>
                — <strong style={{ color: 'var(--ink)' }}>{item.name}</strong>
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
