import {
  Inbox,
  LayoutDashboard,
  Package,
  Settings,
  Share2,
  ShoppingCart,
  TicketPercent,
  Users,
  Wallet,
} from 'lucide-react'
import type { NavEntry } from '#dashboard/components/sidebar-nav.tsx'
import { audienceNavLabel } from '#dashboard/features/audience/fr.ts'
import { fr } from '#dashboard/lib/fr.ts'

const n = fr.nav

/** Merchant menu. */
export const USER_NAV: NavEntry[] = [
  { label: n.dashboard, to: '/user/dashboard', icon: LayoutDashboard },
  { label: n.customers, to: '/user/customers', icon: Users },
  { label: n.orders, to: '/user/orders', icon: ShoppingCart },
  { label: n.deliveryCash, to: '/user/delivery-cash', icon: Wallet },
  { label: n.enquiries, to: '/user/enquiries', icon: Inbox },
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
  {
    // What brings shoppers and makes them trust the shop: one group, one icon (the menu is in
    // every page's first load).
    label: n.marketing,
    icon: TicketPercent,
    children: [
      { label: n.promoCodes, to: '/user/promo-codes' },
      { label: audienceNavLabel, to: '/user/audience' },
      { label: n.reviews, to: '/user/reviews' },
      { label: n.testimonies, to: '/user/testimonies' },
    ],
  },
  { label: n.referrals, to: '/user/referred', icon: Share2 },
  {
    label: n.settings,
    icon: Settings,
    children: [
      { label: n.businessProfile, to: '/user/settings/profiles' },
      { label: n.personalization, to: '/user/settings/personalization' },
      { label: n.payments, to: '/user/settings/payments' },
      { label: n.delivery, to: '/user/settings/delivery' },
      { label: n.couriers, to: '/user/settings/couriers' },
      { label: n.subscriptions, to: '/user/settings/settings' },
      { label: n.domain, to: '/user/settings/domain' },
      { label: "L'Atelier", to: '/user/settings/atelier' },
    ],
  },
]
