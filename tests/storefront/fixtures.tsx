import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { THEMES, type ThemeName } from '#themes/index.ts'
import type {
  CartView,
  OrderReceipt,
  Product,
  PublicStore,
  PublicTestimonial,
  Theme,
  ThemeContext,
} from '#themes/types.ts'
import type { TailoringTracking } from '#worker/schemas/atelier/orders.ts'

/** The DTOs a theme receives, as the worker builds them: one shop with everything, one bare. */
export const NOW = '2026-03-14T10:00:00.000Z'

export function fullShop(overrides: Partial<PublicStore> = {}): PublicStore {
  return {
    id: 'sto_full',
    name: 'Awa Couture',
    slug: 'awa-couture',
    phone: '22670123456',
    email: 'contact@awa.test',
    address: 'Avenue Kwame Nkrumah, Ouagadougou',
    brand: 'Awa',
    currency: 'XOF',
    timeZone: 'Africa/Ouagadougou',
    maxOrderQuantity: 10,
    color: '#7f1d1d',
    logoUrl: '/media/s/sto_full/med_logo.png',
    aboutTitle: 'Notre atelier',
    socialMedia: {
      whatsapp: 'https://wa.me/22670123456',
      facebook: 'https://facebook.com/awa',
      youtube: 'https://youtube.com/@awa',
      instagram: 'https://instagram.com/awa',
      tiktok: 'https://www.tiktok.com/@awa',
    },
    hero: {
      background: { id: 'med_bg', url: '/media/s/sto_full/med_bg.jpg', width: 1600, height: 900 },
      title: 'Le wax de Ouaga',
      subtitle: 'Tissus et couture sur mesure',
      btntext: 'Découvrir',
    },
    about: {
      images: [{ id: 'med_ab', url: '/media/s/sto_full/med_ab.jpg', width: 800, height: 600 }],
      title: 'Notre atelier',
      description: 'Trois couturières, vingt ans de métier.',
      btntext: 'Nos créations',
    },
    callToAction: {
      title: 'Livraison offerte',
      description: 'Dès 20 000 F',
      btntext: 'En profiter',
    },
    facebookPixelId: '123456789012345',
    theme: 'classic',
    ...overrides,
  }
}

export function bareShop(overrides: Partial<PublicStore> = {}): PublicStore {
  return {
    id: 'sto_bare',
    name: '',
    slug: 'bare',
    phone: '22676000000',
    email: 'bare@shop.test',
    address: null,
    brand: null,
    currency: 'XOF',
    timeZone: 'Africa/Ouagadougou',
    maxOrderQuantity: 10,
    color: '#0f766e',
    logoUrl: null,
    aboutTitle: null,
    socialMedia: { whatsapp: null, facebook: null, youtube: null, instagram: null, tiktok: null },
    hero: null,
    about: null,
    callToAction: null,
    facebookPixelId: null,
    theme: 'classic',
    ...overrides,
  }
}

export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 'prd_pagne',
    name: 'Pagne wax',
    description: 'Coton 100 %, 6 yards.',
    categoryId: 'cat_tissus',
    categoryName: 'Tissus',
    price: 10_000,
    discountPrice: 8_000,
    discountEndsAt: '2026-04-01T00:00:00.000Z',
    currentPrice: 8_000,
    stock: 5,
    sizes: ['M', 'L'],
    colors: ['Bleu'],
    imageId: 'med_p',
    imageUrl: '/media/s/sto_full/med_p.jpg',
    status: 'active',
    createdAt: NOW,
    updatedAt: NOW,
    variants: [
      { id: 'var_m', size: 'M', color: 'Bleu', stock: 0 },
      { id: 'var_l', size: 'L', color: 'Bleu', stock: 5 },
    ],
    images: [
      {
        id: 'med_x',
        url: '/media/s/sto_full/med_x.jpg',
        contentType: 'image/jpeg',
        width: 1200,
        height: 1200,
        bytes: 1,
      },
    ],
    ...overrides,
  }
}

export const testimonial = (overrides: Partial<PublicTestimonial> = {}): PublicTestimonial => ({
  id: 'tst_1',
  productId: 'prd_pagne',
  productName: 'Pagne wax',
  name: 'Fatou',
  rating: 5,
  kind: 'text',
  text: 'Très beau pagne.',
  image: null,
  videoUrl: null,
  createdAt: NOW,
  ...overrides,
})

export function receipt(overrides: Partial<OrderReceipt> = {}): OrderReceipt {
  return {
    id: 'ord_1',
    number: 'CMD-7K4Q-2M9X',
    status: 'pending',
    rescheduleAt: null,
    source: 'storefront',
    firstName: 'Issa',
    lastName: 'Ouédraogo',
    phone: '22676112233',
    city: 'Bobo-Dioulasso',
    note: null,
    customerId: null,
    currency: 'XOF',
    itemCount: 2,
    total: 16_000,
    subtotal: 16_000,
    discount: 0,
    promoCode: null,
    delivery: null,
    createdAt: NOW,
    paymentMethod: 'cash_on_delivery',
    paymentStatus: 'unpaid',
    paymentDueAt: null,
    paidAt: null,
    paidAfterExpiryAt: null,
    trackingToken: 'tok_secret',
    items: [
      {
        id: 'oit_1',
        productId: 'prd_pagne',
        productName: 'Pagne wax',
        unitPrice: 8_000,
        quantity: 2,
        size: 'L',
        color: 'Bleu',
        lineTotal: 16_000,
      },
    ],
    events: [
      {
        id: 'oev_1',
        status: 'pending',
        message: null,
        actor: 'shopper',
        actorName: null,
        createdAt: NOW,
      },
    ],
    ...overrides,
  }
}

export const cart = (p: Product = product()): CartView => ({
  lines: [
    {
      key: `${p.id}|L|Bleu`,
      productId: p.id,
      name: p.name,
      imageUrl: p.imageUrl,
      size: 'L',
      color: 'Bleu',
      quantity: 2,
      unitPrice: p.currentPrice,
      lineTotal: p.currentPrice * 2,
      available: 5,
    },
  ],
  total: p.currentPrice * 2,
  count: 2,
})

/** A tailoring order half-way, as its customer follows it (L'Atelier). */
const tracking = (): TailoringTracking => ({
  number: 'A-0007',
  stage: 'fitting',
  promisedOn: '2026-12-04',
  garments: [{ name: 'Boubou', quantity: 1 }],
  currency: 'XOF',
  balance: 15000,
  events: [
    { stage: 'received', note: null, createdAt: '2026-11-20T09:00:00.000Z' },
    { stage: 'fitting', note: 'Essayage samedi', createdAt: '2026-11-21T10:00:00.000Z' },
  ],
})

export const ctxOf = (shop: PublicStore): ThemeContext => ({
  shop,
  basePath: `/${shop.slug}`,
  baseUrl: `https://boutiko.test/${shop.slug}`,
  now: NOW,
})

export const html = (node: ReactNode) => renderToString(node)

/** A product's buyer reviews (issue 26): one visible with the shop's answer, one hidden. */
export const buyerReviews = () => ({
  summary: { count: 1, average: 4, hidden: 1 },
  items: [
    {
      id: 'rev_1',
      authorName: 'Awa O.',
      rating: 4,
      text: 'Très beau tissu',
      answer: 'Merci Awa !',
      photoUrl: '/media/s/sto_fixture/med_awa.jpg',
      createdAt: NOW,
    },
  ],
})

/** Every page of a theme for one shop, each rendered to HTML, by page name. */
export function renderAll(
  theme: Theme,
  shop: PublicStore,
  p: Product = product(),
  reviews: PublicTestimonial[] = [testimonial()],
) {
  const ctx = ctxOf(shop)
  const categories = [{ id: 'cat_tissus', name: 'Tissus', description: null, productCount: 1 }]
  const empty = { values: {}, errors: {} }
  return {
    home: html(
      <theme.HomePage ctx={ctx} data={{ featured: [p], categories, testimonials: reviews }} />,
    ),
    products: html(
      <theme.ProductsPage
        ctx={ctx}
        data={{
          products: { items: [p], page: 1, pageSize: 12, total: 30 },
          categories,
          q: '',
          categoryId: '',
        }}
      />,
    ),
    product: html(
      <theme.ProductPage
        ctx={ctx}
        data={{ product: p, testimonials: reviews, reviews: buyerReviews() }}
      />,
    ),
    contact: html(<theme.ContactPage ctx={ctx} data={{ form: empty, sent: false }} />),
    cart: html(<theme.CartPage ctx={ctx} data={{ cart: cart(p) }} />),
    checkout: html(<theme.CheckoutPage ctx={ctx} data={{ cart: cart(p), form: empty }} />),
    receipt: html(
      <theme.ReceiptPage
        ctx={ctx}
        data={{
          order: receipt({ status: 'delivered' }),
          reviews: {
            products: [
              { productId: 'prd_pagne', productName: 'Pagne wax', reviewed: false },
              { productId: 'prd_sac', productName: 'Sac raphia', reviewed: true },
            ],
          },
        }}
      />,
    ),
    tracking: html(
      <theme.TailoringTrackingPage ctx={ctx} data={{ order: tracking(), token: 'tok_suivi' }} />,
    ),
    notFound: html(<theme.NotFoundPage ctx={ctx} />),
  }
}

export const THEME_NAMES = Object.keys(THEMES) as ThemeName[]
export { THEMES }
