import type { Product } from '../../types'
import { pt } from './product-fr'

// Without JavaScript: the photos sit in a scroll-snapping strip (swipe on a phone) and each
// thumbnail is a link to its photo's anchor, which scrolls the strip to it.
const CSS = `.gallery{display:grid;gap:8px;min-width:0}
.gallery .track{display:flex;overflow-x:auto;scroll-snap-type:x mandatory;scroll-behavior:smooth;border-radius:12px;scrollbar-width:none}
.gallery .track::-webkit-scrollbar{display:none}
.gallery figure{flex:0 0 100%;margin:0;scroll-snap-align:start}
.gallery .thumbs{display:flex;gap:8px;list-style:none;padding:0;margin:0;overflow-x:auto}
.gallery .thumbs a{display:block;border:2px solid var(--line);border-radius:10px;overflow:hidden}
.gallery .thumbs a:hover{border-color:var(--brand)}
.product .gallery .thumbs img{width:64px;height:64px;border-radius:0}`

type Photo = { url: string; width: number; height: number }

export function ProductGallery({ product }: { product: Product }) {
  const photos: Photo[] = [
    ...(product.imageUrl ? [{ url: product.imageUrl, width: 600, height: 600 }] : []),
    ...(product.images ?? []),
  ]
  if (photos.length === 0) return null
  if (photos.length === 1)
    return (
      <img src={photos[0]!.url} alt={product.name} width={600} height={600} fetchPriority="high" />
    )
  return (
    <div className="gallery">
      <style>{CSS}</style>
      <div className="track">
        {photos.map((p, i) => (
          <figure key={p.url} id={`photo-${i + 1}`}>
            <img
              src={p.url}
              alt={i === 0 ? product.name : `${product.name} — ${pt.photo(i + 1, photos.length)}`}
              width={p.width}
              height={p.height}
              {...(i === 0
                ? { fetchPriority: 'high' as const }
                : { loading: 'lazy' as const, decoding: 'async' as const })}
            />
          </figure>
        ))}
      </div>
      <ul className="thumbs" aria-label={pt.photos}>
        {photos.map((p, i) => (
          <li key={p.url}>
            <a href={`#photo-${i + 1}`} aria-label={pt.showPhoto(i + 1)}>
              <img src={p.url} alt="" width={64} height={64} loading="lazy" decoding="async" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
