import { formatMoney } from '../format'
import { t } from '../fr'
import type { Product } from '../types'

export function Price({ product, currency }: { product: Product; currency: string }) {
  return (
    <span className="price">
      {formatMoney(product.currentPrice, currency)}
      {product.currentPrice !== product.price ? (
        <s className="was">
          <span className="sr">{t.priceBefore}</span>
          {formatMoney(product.price, currency)}
        </s>
      ) : null}
    </span>
  )
}

/** "Rupture de stock" or what is left, as a badge. */
export function StockBadge({ stock }: { stock: number }) {
  return stock === 0 ? (
    <span className="badge out">{t.outOfStock}</span>
  ) : (
    <span className="badge">{t.inStock(stock)}</span>
  )
}
