import type { Theme } from '../types'
import { Layout } from './layout'
import { ContactPage } from './pages/contact-page'
import { HomePage } from './pages/home-page'
import { NotFoundPage } from './pages/not-found-page'
import { ProductPage } from './pages/product-page'
import { ProductsPage } from './pages/products-page'
import { ReceiptPage } from './pages/receipt-page'

export const classic: Theme = {
  Layout,
  HomePage,
  ProductsPage,
  ProductPage,
  ContactPage,
  ReceiptPage,
  NotFoundPage,
}
