import { t } from '../../fr'
import type { Product } from '../../types'
import { Price } from './price'

/** Grid card. Width/height are set so the grid never shifts; images below the fold load lazily. */
export function ProductCard({
  product,
  href,
  currency,
  eager,
}: {
  product: Product
  href: string
  currency: string
  eager?: boolean
}) {
  return (
    <a className="card" href={href}>
      {product.imageUrl ? (
        <img
          src={product.imageUrl}
          alt={product.name}
          width={300}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <div style={{ aspectRatio: '1', background: 'var(--soft)' }} />
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
}: {
  products: Product[]
  basePath: string
  currency: string
}) {
  if (products.length === 0) return <p>{t.noProducts}</p>
  return (
    <div className="grid">
      {products.map((p, i) => (
        <ProductCard
          key={p.id}
          product={p}
          href={`${basePath}/products/${p.id}`}
          currency={currency}
          eager={i < 4}
        />
      ))}
    </div>
  )
}
