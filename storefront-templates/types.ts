import type { ReactNode } from 'react'
import type { StorefrontGalleryImage } from '#worker/schemas/atelier/gallery.ts'
import type { TailoringTracking } from '#worker/schemas/atelier/orders.ts'
import type { Category } from '#worker/schemas/categories.ts'
import type { DeliveryOffer } from '#worker/schemas/delivery.ts'
import type { Paged } from '#worker/schemas/fields.ts'
import type { OrderReceipt } from '#worker/schemas/orders.ts'
import type {
  CheckoutMethod,
  OrderPaymentMethod,
  PaymentRowMethod,
  PaymentRowStatus,
  PaymentStatus,
  WalletOperator,
} from '#worker/schemas/payments.ts'
import type { Product } from '#worker/schemas/products.ts'
import type { PublicReview, ReviewSummary } from '#worker/schemas/reviews.ts'
import type { PublicStore } from '#worker/schemas/stores.ts'
import type { PublicTestimonial } from '#worker/schemas/testimonials.ts'

/** Everything a theme page knows about the request: themes never fetch or read env. */
export type ThemeContext = {
  shop: PublicStore
  /** Absolute origin + path prefix of the shop ("https://x.com/demo" or "https://shop.com"). */
  baseUrl: string
  /** Path prefix for links inside the shop ("/demo", or "" on a custom domain). */
  basePath: string
  now: string
  /** The shop shows its atelier's gallery: the menu links to "Galerie". */
  showGallery?: boolean
  /** The shop's plan removes "Propulsé par Boutiko" from its footer (issue 26). */
  hideBranding?: boolean
  /** What the platform knows of the shop (issue 26); null when it must show none (owner blocked). */
  facts?: ShopFacts | null
}

/**
 * "À propos de cette boutique": facts the platform knows and the merchant cannot type, read
 * from the shop's row (counters kept on write, migration 0040), never counted on a view.
 */
export type ShopFacts = {
  /** The month it opened on Boutiko, in its own time zone: "2026-03". */
  sinceMonth: string
  phoneVerified: boolean
  emailVerified: boolean
  deliveredOrders: number
  /** The buyers' visible reviews across the shop (counters kept on write, migration 0039). */
  reviews: ReviewSummary
}

export type FieldErrors = Record<string, string>
/** A plain HTML form as the server re-renders it: what was typed, and a message per field. */
export type FormState = {
  values: Record<string, string>
  errors: FieldErrors
  formError?: string
}

/** What search engines and link previews get for one page. */
export type PageSeo = {
  /** The page's own title; the shop name is added after it (the home page is the name alone). */
  title: string
  description?: string
  /** Canonical path inside the shop, after `basePath` ("/products/prd_…"). */
  path: string
  /** A picture for link previews (the logo when absent). */
  image?: string | null
  /** Private or per-shopper pages (cart, checkout, order tracking, search results). */
  noindex?: boolean
  ogType?: 'website' | 'product'
  /** schema.org objects of this page; Organization is added on every page. */
  jsonLd?: Record<string, unknown>[]
}

/** One cart line priced from the database at render time (the cookie holds no prices). */
export type CartLineView = {
  /** productId|size|color: what the update and remove forms send back. */
  key: string
  productId: string
  name: string
  imageUrl: string | null
  size: string | null
  color: string | null
  quantity: number
  unitPrice: number
  lineTotal: number
  /** Units left for this size/colour (the product's stock without variants). */
  available: number
}
export type CartView = { lines: CartLineView[]; total: number; count: number }

export type HomeData = {
  featured: Product[]
  categories: Category[]
  testimonials?: PublicTestimonial[]
}
export type ProductsData = {
  products: Paged<Product>
  categories: Category[]
  q: string
  categoryId: string
  /** What the shopper meant when `q`, as typed, found nothing (« calebase » → « calebasse »). */
  meant?: string
}
/** A product's buyer reviews (issue 26): figures kept on write, the newest visible reviews. */
export type ProductReviews = { summary: ReviewSummary; items: PublicReview[] }
export type ProductData = {
  product: Product
  form?: FormState
  testimonials?: PublicTestimonial[]
  reviews?: ProductReviews
}
/** The payment part of the tracking page (issue 14): status, history and the shopper's next step. */
export type ReceiptPayment = {
  method: OrderPaymentMethod
  status: PaymentStatus
  dueAt: string | null
  paidAfterExpiry: boolean
  attempts: {
    id: string
    method: PaymentRowMethod
    status: PaymentRowStatus
    reference: string | null
    createdAt: string
  }[]
  /** Where to send a direct transfer. */
  wallets: { operator: WalletOperator; number: string; holderName: string }[]
  /** The shopper can act now: pay online (again), or send a transfer's reference. */
  canPay: boolean
  /** Online payment started, outcome unknown yet: the page reloads itself. */
  checking: boolean
  /** A failed online payment may be paid another way instead (issue 27): one form each. */
  switchTo: ('cash_on_delivery' | 'transfer')[]
  /** A transfer's reference was sent: the merchant checks it, no delay runs (issue 27). */
  awaitsMerchant: boolean
  formError?: string
  formErrors?: FieldErrors
  referenceValue?: string
}
/** A delivered order's review forms (issue 26): one per product bought, until it is reviewed. */
export type ReceiptReviews = {
  products: { productId: string; productName: string; reviewed: boolean }[]
  /** A refused review, shown again on its product's form. */
  refused?: { productId: string; form: FormState }
}
export type ReceiptData = {
  order: OrderReceipt
  payment?: ReceiptPayment
  reviews?: ReceiptReviews
}
export type ContactData = { form: FormState; sent: boolean }
export type CartData = {
  cart: CartView
  notice?: string
  error?: string
  /** The shop's delivery offer (ADR 050): the cart says what delivery will cost. */
  delivery?: DeliveryOffer
}
export type CheckoutData = {
  cart: CartView
  form: FormState
  methods?: CheckoutMethod[]
  /** The shop's zones, pickup and "other zone" (ADR 050); absent when it offers no choice. */
  delivery?: DeliveryOffer
  /** The typed code the server judged valid for this cart (ADR 054): its line before ordering. */
  promo?: { code: string; discount: number; freeDelivery: boolean }
  /** The contact was filled from "Se souvenir de moi" (issue 27): offer to forget it. */
  remembered?: boolean
}
export type GalleryData = { images: StorefrontGalleryImage[] }
/** The private tracking page of a tailoring order (L'Atelier), reached by its token. */
export type TailoringTrackingData = { order: TailoringTracking; token: string }

export type LayoutProps = {
  ctx: ThemeContext
  seo: PageSeo
  /** Only on per-shopper pages (cart, checkout): cached pages never carry a shopper's count. */
  cartCount?: number
  children: ReactNode
}

type Page<D> = (props: { ctx: ThemeContext; data: D }) => ReactNode

export type Theme = {
  Layout: (props: LayoutProps) => ReactNode
  HomePage: Page<HomeData>
  ProductsPage: Page<ProductsData>
  ProductPage: Page<ProductData>
  ContactPage: (props: { ctx: ThemeContext; data?: ContactData }) => ReactNode
  CartPage: Page<CartData>
  CheckoutPage: Page<CheckoutData>
  ReceiptPage: Page<ReceiptData>
  GalleryPage: Page<GalleryData>
  TailoringTrackingPage: Page<TailoringTrackingData>
  NotFoundPage: (props: { ctx: ThemeContext }) => ReactNode
}

export type { Category, OrderReceipt, Paged, Product, PublicStore, PublicTestimonial }
