import { formatDate } from '../../format'
import { t } from '../../fr'
import type { ProductData, ThemeContext } from '../../types'
import { OrderForm } from '../components/order-form'
import { Price } from '../components/price'
import { ProductGallery } from '../components/product-gallery'
import { Testimonials } from '../components/testimonials'
import { VariantStock } from '../components/variant-stock'
import { Layout } from '../layout'

export function ProductPage({ ctx, data }: { ctx: ThemeContext; data: ProductData }) {
  const { shop, basePath } = ctx
  const { product } = data
  return (
    <Layout
      ctx={ctx}
      title={product.name}
      description={product.description.slice(0, 160)}
      path={`/products/${product.id}`}
    >
      <section className="wrap product">
        <div style={{ minWidth: 0 }}>
          <ProductGallery product={product} />
        </div>
        <div>
          <p>
            <a href={`${basePath}/products`}>← {t.products}</a>
          </p>
          <h1>{product.name}</h1>
          <p style={{ fontSize: 22 }}>
            <Price product={product} currency={shop.currency} />
          </p>
          {product.discountEndsAt ? (
            <p>{t.discountUntil(formatDate(product.discountEndsAt))}</p>
          ) : null}
          <p>
            {product.stock === 0 ? (
              <span className="badge out">{t.outOfStock}</span>
            ) : (
              <span className="badge">{t.inStock(product.stock)}</span>
            )}
          </p>
          <p style={{ whiteSpace: 'pre-line' }}>{product.description}</p>
          {product.stock > 0 ? <VariantStock product={product} /> : null}
          {product.stock > 0 ? (
            <OrderForm product={product} action={`${basePath}/order`} form={data.form} />
          ) : null}
        </div>
      </section>
      <Testimonials items={data.testimonials} basePath={basePath} scope="product" />
    </Layout>
  )
}
