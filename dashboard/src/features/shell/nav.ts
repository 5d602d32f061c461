import {
  Boxes,
  CreditCard,
  Inbox,
  Layers,
  LayoutDashboard,
  Mail,
  MessageSquareQuote,
  Package,
  Settings,
  Share2,
  ShoppingCart,
  Store,
  Users,
} from 'lucide-react'
import type { NavEntry } from '#dashboard/components/sidebar-nav.tsx'
import { messageWords } from '#dashboard/features/admin-messages/fr.ts'
import { paymentWords } from '#dashboard/features/admin-payments/fr.ts'
import { settingsWords } from '#dashboard/features/admin-settings/fr.ts'
import { frDomains } from '#dashboard/features/domains/fr.ts'
import { t as enquiryWords } from '#dashboard/features/enquiries/fr.ts'
import { frPayments } from '#dashboard/features/payment-settings/fr.ts'
import { fr } from '#dashboard/lib/fr.ts'

const n = fr.nav

/** §2 merchant menu. */
export const USER_NAV: NavEntry[] = [
  { label: n.dashboard, to: '/user/dashboard', icon: LayoutDashboard },
  { label: n.customers, to: '/user/customers', icon: Users },
  { label: n.orders, to: '/user/orders', icon: ShoppingCart },
  { label: enquiryWords.nav, to: '/user/enquiries', icon: Inbox },
  {
    label: n.products,
    icon: Package,
    children: [
      { label: n.productList, to: '/user/products', end: true },
      { label: n.productAdd, to: '/user/products/new' },
      { label: n.subProducts, to: '/user/products/sub-products' },
      { label: n.categories, to: '/user/products/category' },
    ],
  },
  { label: n.testimonies, to: '/user/testimonies', icon: MessageSquareQuote },
  { label: n.referrals, to: '/user/referred', icon: Share2 },
  {
    label: n.settings,
    icon: Settings,
    children: [
      { label: n.businessProfile, to: '/user/settings/profiles' },
      { label: n.personalization, to: '/user/settings/personalization' },
      { label: frPayments.nav, to: '/user/settings/payments' },
      { label: n.subscriptions, to: '/user/settings/settings' },
      { label: frDomains.nav, to: '/user/settings/domain' },
      { label: "L'Atelier", to: '/user/settings/atelier' },
    ],
  },
]

/** §2 administrator menu. */
export const ADMIN_NAV: NavEntry[] = [
  { label: n.adminDashboard, to: '/admin/dashboard', icon: LayoutDashboard },
  { label: n.users, to: '/admin/users', icon: Users },
  {
    label: n.shops,
    icon: Store,
    children: [
      { label: n.shopList, to: '/admin/shops', end: true },
      { label: n.shopCards, to: '/admin/shops/card' },
    ],
  },
  { label: n.products, to: '/admin/products', icon: Boxes },
  { label: messageWords.nav, to: '/admin/messages', icon: Mail },
  {
    label: n.subscriptions,
    icon: CreditCard,
    children: [
      { label: n.subscriptionList, to: '/admin/subscription', end: true },
      { label: n.subscriptionRequests, to: '/admin/subscription/requested' },
      { label: paymentWords.nav, to: '/admin/payments' },
    ],
  },
  {
    label: n.settings,
    icon: Settings,
    children: [
      { label: n.adminProfile, to: '/admin/settings/profile' },
      { label: settingsWords.nav, to: '/admin/settings/payments' },
    ],
  },
  {
    label: n.plans,
    icon: Layers,
    children: [
      { label: n.planList, to: '/admin/plan', end: true },
      { label: n.planAdd, to: '/admin/plan/add' },
    ],
  },
]
