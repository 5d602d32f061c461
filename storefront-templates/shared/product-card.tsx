import { t } from '../fr'
import type { Product } from '../types'
import { Img } from './image'
import { Price } from './price'

/** Grid card. Width/height are set so the grid never shifts; images below the fold load lazily. */
function ProductCard({
  product,
  href,
  currency,
  sizes,
  eager,
}: {
  product: Product
  href: string
  currency: string
  sizes: string
  eager?: boolean
}) {
  return (
    <a className="card" href={href}>
      {product.imageUrl ? (
        <Img
          src={product.imageUrl}
          alt={product.name}
          width={300}
          height={300}
          sizes={sizes}
          eager={eager}
        />
      ) : (
        <div className="noimg" />
      )}
      <div className="body">
        <h3>{product.name}</h3>
        <Price product={product} currency={currency} />
        {product.stock === 0 ? (
          <div>
            <span className="badge out">{t.outOfStock}</span>
          </div>
        ) : null}
      </div>
    </a>
  )
}

export function ProductGrid({
  products,
  basePath,
  currency,
  sizes,
  empty = t.noProducts,
}: {
  products: Product[]
  basePath: string
  currency: string
  sizes: string
  empty?: string
}) {
  if (products.length === 0) return <p>{empty}</p>
  return (
    <div className="grid">
      {products.map((p, i) => (
        <ProductCard
          key={p.id}
          product={p}
          href={`${basePath}/products/${encodeURIComponent(p.id)}`}
          currency={currency}
          sizes={sizes}
          eager={i < 4}
        />
      ))}
    </div>
  )
}
