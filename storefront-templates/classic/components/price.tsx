import { formatMoney } from '../../format'
import type { Product } from '../../types'

export function Price({ product, currency }: { product: Product; currency: string }) {
  return (
    <span className="price">
      {formatMoney(product.currentPrice, currency)}
      {product.currentPrice !== product.price ? (
        <s className="was">
          <span className="skip">Prix avant remise : </span>
          {formatMoney(product.price, currency)}
        </s>
      ) : null}
    </span>
  )
}
