import { sizedUrl } from '#worker/schemas/image-sizes.ts'
import { t } from '../fr'
import type { Product } from '../types'
import { Img } from './image'
import { InlineStyle } from './inline-style'

// Without JavaScript: the photos sit in a scroll-snapping strip (swipe on a phone) and each
// thumbnail is a link to its photo's anchor, which scrolls the strip to it.
const CSS = `.gallery{display:grid;gap:8px;min-width:0}
.gallery .track{display:flex;overflow-x:auto;scroll-snap-type:x mandatory;scroll-behavior:smooth;border-radius:var(--radius);scrollbar-width:none}
.gallery .track::-webkit-scrollbar{display:none}
.gallery figure{flex:0 0 100%;margin:0;scroll-snap-align:start}
.gallery .thumbs{display:flex;gap:8px;list-style:none;padding:0;margin:0;overflow-x:auto}
.gallery .thumbs a{display:block;border:2px solid var(--line);border-radius:10px;overflow:hidden}
.gallery .thumbs a:hover{border-color:var(--brand)}
.product .gallery .thumbs img{width:64px;height:64px;border-radius:0}`

/** Drawn at full width on a phone, half the page (≤ 560 px) from 800 px up. */
const SIZES = '(min-width:800px) 560px, 100vw'

type Photo = { url: string; width?: number; height: number; shownWidth: number }

export function ProductGallery({ product }: { product: Product }) {
  const photos: Photo[] = [
    ...(product.imageUrl ? [{ url: product.imageUrl, height: 600, shownWidth: 600 }] : []),
    ...(product.images ?? []).map((m) => ({ ...m, shownWidth: m.width })),
  ]
  if (photos.length === 0) return null
  const picture = (p: Photo, i: number) => (
    <Img
      src={p.url}
      alt={i === 0 ? product.name : `${product.name} — ${t.photo(i + 1, photos.length)}`}
      width={p.shownWidth}
      height={p.height}
      sizes={SIZES}
      originalWidth={p.width}
      priority={i === 0}
    />
  )
  if (photos.length === 1) return picture(photos[0]!, 0)
  return (
    <div className="gallery">
      <InlineStyle css={CSS} />
      <div className="track">
        {photos.map((p, i) => (
          <figure key={p.url} id={`photo-${i + 1}`}>
            {picture(p, i)}
          </figure>
        ))}
      </div>
      <ul className="thumbs" aria-label={t.photos}>
        {photos.map((p, i) => (
          <li key={p.url}>
            <a href={`#photo-${i + 1}`} aria-label={t.showPhoto(i + 1)}>
              <img
                src={sizedUrl(p.url, 320) ?? p.url}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                decoding="async"
              />
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
