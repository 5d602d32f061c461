import { useState } from 'react'
import { Thumbnail } from '#dashboard/components/thumbnail.tsx'
import { cn } from '#dashboard/lib/utils.ts'
import type { Product } from '#worker/schemas/products.ts'
import { pf } from './fr.ts'

/** The main picture and the extra ones: the thumbnails choose which one is shown large. */
export function ProductPhotos({ product }: { product: Product }) {
  const urls = [product.imageUrl, ...(product.images ?? []).map((i) => i.url)].filter(
    (u): u is string => Boolean(u),
  )
  const [shown, setShown] = useState(0)
  const current = urls[Math.min(shown, urls.length - 1)] ?? null
  return (
    <div className="grid gap-3">
      <div className="mx-auto aspect-square w-full max-w-64">
        <Thumbnail src={current} alt={product.name} size="fill" />
      </div>
      {urls.length > 1 && (
        <ul className="flex flex-wrap gap-2" aria-label={pf.photos}>
          {urls.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                aria-label={pf.showPhoto(i + 1)}
                aria-pressed={i === shown}
                onClick={() => setShown(i)}
                className={cn(
                  'block rounded-md ring-offset-2 ring-offset-background',
                  i === shown && 'ring-2 ring-primary',
                )}
              >
                <Thumbnail src={url} alt="" size={48} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
