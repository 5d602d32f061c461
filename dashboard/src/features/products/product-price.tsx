import { formatMoney } from '#worker/schemas/money.ts'
import type { Product } from '#worker/schemas/products.ts'

/** The price a shopper pays now, with the regular price struck through while a discount runs. */
export function ProductPrice({ product, currency }: { product: Product; currency: string }) {
  const discounted = product.currentPrice !== product.price
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2 tabular-nums">
      <span className="font-medium">{formatMoney(product.currentPrice, currency)}</span>
      {discounted && (
        <s className="text-xs text-muted-foreground">{formatMoney(product.price, currency)}</s>
      )}
    </span>
  )
}
