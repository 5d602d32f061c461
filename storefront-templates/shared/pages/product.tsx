import { formatDate } from '../../format'
import { t } from '../../fr'
import type { ProductData, ThemeContext } from '../../types'
import { OrderForm } from '../order-form'
import { Price, StockBadge } from '../price'
import { ProductGallery } from '../product-gallery'
import { ProductReviewList } from '../reviews'
import { Testimonials } from '../testimonials'

/** Product page: gallery, price and discount end, stock, variants, the buy form, reviews. */
export function ProductBody({ ctx, data }: { ctx: ThemeContext; data: ProductData }) {
  const { shop, basePath } = ctx
  const { product } = data
  return (
    <>
      <nav className="wrap crumbs" aria-label={t.breadcrumb}>
        <ol>
          <li>
            <a href={`${basePath}/home`}>{t.home}</a>
          </li>
          <li>
            <a href={`${basePath}/products`}>{t.products}</a>
          </li>
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      <section className="wrap product">
        <div className="media-col">
          <ProductGallery product={product} />
        </div>
        <div>
          <h1>{product.name}</h1>
          <p className="big-price">
            <Price product={product} currency={shop.currency} />
          </p>
          {product.discountEndsAt ? (
            <p className="promo">
              {t.discountUntil(formatDate(product.discountEndsAt, shop.timeZone))}
            </p>
          ) : null}
          <p>
            <StockBadge stock={product.stock} />
          </p>
          <p className="desc">{product.description}</p>
          {product.stock > 0 ? (
            <OrderForm
              product={product}
              basePath={basePath}
              maxQuantity={shop.maxOrderQuantity}
              form={data.form}
            />
          ) : (
            <p className="alert soft">{t.outOfStockText}</p>
          )}
        </div>
      </section>
      <ProductReviewList reviews={data.reviews} timeZone={shop.timeZone} />
      <Testimonials items={data.testimonials} basePath={basePath} scope="product" />
    </>
  )
}
