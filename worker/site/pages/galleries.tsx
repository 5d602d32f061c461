import type { GalleryImage } from '../../schemas/site'
import { SiteLayout, type SitePage } from '../layout'

export function GalleriesPage({ page, images }: { page: SitePage; images: GalleryImage[] }) {
  return (
    <SiteLayout
      page={page}
      title="Galeries — Boutiko"
      description="Les derniers produits des boutiques Boutiko."
    >
      <section className="block wrap">
        <h1>Galeries</h1>
        <p className="lead">Les derniers produits mis en vente par les boutiques Boutiko.</p>
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
          <p>Aucune image pour le moment.</p>
        )}
      </section>
    </SiteLayout>
  )
}
