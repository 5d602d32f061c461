import { t } from '../fr'
import { shopNameOf } from '../links'
import type { GalleryData, ThemeContext } from '../types'
import { Img } from './image'

/**
 * "Galerie": the atelier's photos at their own proportions, in columns (two on a phone).
 * Width and height are set so nothing moves while they load; all but the first two wait
 * until they near the screen.
 */
export function GalleryBody({ ctx, data }: { ctx: ThemeContext; data: GalleryData }) {
  return (
    <section className="wrap" aria-labelledby="h-gallery">
      <h1 id="h-gallery">{t.gallery}</h1>
      <p className="lead">{t.galleryIntro(shopNameOf(ctx.shop))}</p>
      <ul className="gallery">
        {data.images.map((img, i) => (
          <li key={img.url}>
            <figure>
              <Img
                src={img.url}
                alt={img.alt}
                width={img.width}
                height={img.height}
                originalWidth={img.width}
                eager={i < 2}
                sizes="(min-width:1000px) 270px, (min-width:700px) 33vw, 50vw"
              />
              {/* The caption is already the picture's alt: read once, not twice. */}
              {img.caption ? <figcaption aria-hidden="true">{img.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
