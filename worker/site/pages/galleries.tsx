import type { GalleryImage } from '../../schemas/site'
import { siteWords } from '../fr'
import { SiteLayout, type SitePage } from '../layout'

export function GalleriesPage({ page, images }: { page: SitePage; images: GalleryImage[] }) {
  return (
    <SiteLayout
      page={page}
      title={siteWords.galleries.title}
      description={siteWords.galleries.description}
    >
      <section className="block wrap">
        <h1>{siteWords.galleries.heading}</h1>
        <p className="lead">{siteWords.galleries.lead}</p>
        {images.length ? (
          <div className="gallery">
            {images.map((img, i) => (
              <a key={img.href} href={img.href}>
                <img
                  src={img.url}
                  alt={img.alt}
                  width={img.width}
                  height={img.height}
                  loading={i < 8 ? 'eager' : 'lazy'}
                  decoding="async"
                />
              </a>
            ))}
          </div>
        ) : (
          <p>{siteWords.galleries.empty}</p>
        )}
      </section>
    </SiteLayout>
  )
}
