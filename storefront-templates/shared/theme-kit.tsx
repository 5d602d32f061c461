import type { ReactNode } from 'react'
import { t } from '../fr'
import type { LayoutProps, Theme } from '../types'
import { GalleryBody } from './gallery'
import { homeSeo, productSeo, productsSeo, simpleSeo } from './meta'
import { CartBody } from './pages/cart'
import { CheckoutBody } from './pages/checkout'
import { ContactBody } from './pages/contact'
import { HomeBody, type HomeSection } from './pages/home'
import { NotFoundBody } from './pages/not-found'
import { ProductBody } from './pages/product'
import { ProductsBody } from './pages/products'
import { ReceiptBody } from './pages/receipt'
import { TailoringTrackingBody } from './pages/tailoring-tracking'

/** What makes a theme itself: its frame (header, footer, CSS), home sections and grid. */
export type ThemeSpec = {
  Layout: (props: LayoutProps) => ReactNode
  /** The home page's sections, in order. */
  home: readonly HomeSection[]
  /** `sizes` of a product card picture in this theme's grid. */
  cardSizes: string
}

/**
 * Every page of a theme: the page bodies are shared (one place for the logic, the forms and
 * the structured data), the theme wraps them in its own layout and styles them.
 */
export function defineTheme({ Layout, home, cardSizes }: ThemeSpec): Theme {
  return {
    Layout,
    HomePage: ({ ctx, data }) => (
      <Layout ctx={ctx} seo={homeSeo(ctx)}>
        <HomeBody ctx={ctx} data={data} sections={home} cardSizes={cardSizes} />
      </Layout>
    ),
    ProductsPage: ({ ctx, data }) => (
      <Layout ctx={ctx} seo={productsSeo(ctx, data)}>
        <ProductsBody ctx={ctx} data={data} cardSizes={cardSizes} />
      </Layout>
    ),
    ProductPage: ({ ctx, data }) => (
      <Layout ctx={ctx} seo={productSeo(ctx, data.product, data.reviews)}>
        <ProductBody ctx={ctx} data={data} />
      </Layout>
    ),
    ContactPage: ({ ctx, data }) => (
      <Layout ctx={ctx} seo={simpleSeo(t.contactTitle, '/contact')}>
        <ContactBody ctx={ctx} data={data} />
      </Layout>
    ),
    CartPage: ({ ctx, data }) => (
      <Layout ctx={ctx} seo={simpleSeo(t.cartTitle, '/cart', true)} cartCount={data.cart.count}>
        <CartBody ctx={ctx} data={data} />
      </Layout>
    ),
    CheckoutPage: ({ ctx, data }) => (
      <Layout
        ctx={ctx}
        seo={simpleSeo(t.checkoutTitle, '/checkout', true)}
        cartCount={data.cart.count}
      >
        <CheckoutBody ctx={ctx} data={data} />
      </Layout>
    ),
    ReceiptPage: ({ ctx, data }) => (
      <Layout
        ctx={ctx}
        seo={simpleSeo(
          `${t.orderNumber} ${data.order.number}`,
          `/orders/${data.order.trackingToken}`,
          true,
        )}
      >
        <ReceiptBody ctx={ctx} data={data} />
      </Layout>
    ),
    GalleryPage: ({ ctx, data }) => (
      <Layout ctx={ctx} seo={simpleSeo(t.gallery, '/galerie')}>
        <GalleryBody ctx={ctx} data={data} />
      </Layout>
    ),
    TailoringTrackingPage: ({ ctx, data }) => (
      <Layout
        ctx={ctx}
        seo={simpleSeo(t.tailoringOrder(data.order.number), `/atelier/suivi/${data.token}`, true)}
      >
        <TailoringTrackingBody ctx={ctx} data={data} />
      </Layout>
    ),
    NotFoundPage: ({ ctx }) => (
      <Layout ctx={ctx} seo={simpleSeo(t.notFound, '/404', true)}>
        <NotFoundBody ctx={ctx} />
      </Layout>
    ),
  }
}
