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
import { fr } from '#dashboard/lib/fr.ts'
import type { ShopAccess, ShopPermission } from '#worker/schemas/shop-access.ts'

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
      { label: n.audience, to: '/user/audience' },
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
      { label: n.team, to: '/user/settings/team' },
      { label: n.domain, to: '/user/settings/domain' },
      { label: "L'Atelier", to: '/user/settings/atelier' },
    ],
  },
]

/** The permission a page needs (ADR 055), the API's own; first match wins, others: any member. */
const PAGE_PERMISSIONS: [string, ShopPermission][] = [
  ['/user/settings/delivery', 'delivery'],
  ['/user/settings/couriers', 'delivery'],
  ['/user/settings', 'owner'],
  ['/user/referred', 'owner'],
  ['/user/customers', 'customers'],
  ['/user/enquiries', 'customers'],
  ['/user/orders', 'orders'],
  ['/user/delivery-cash', 'orders'],
  ['/user/products', 'catalogue'],
  ['/user/promo-codes', 'marketing'],
  ['/user/audience', 'stats'],
  ['/user/reviews', 'marketing'],
  ['/user/testimonies', 'marketing'],
]

export function mayOpen(access: ShopAccess, path: string) {
  const needed = PAGE_PERMISSIONS.find(([p]) => path === p || path.startsWith(`${p}/`))?.[1]
  return !needed || access.permissions.includes(needed)
}

/** The menu of a team member: only the entries their role opens. */
export const navFor = (access: ShopAccess): NavEntry[] =>
  USER_NAV.flatMap((e): NavEntry[] => {
    if ('to' in e) return mayOpen(access, e.to) ? [e] : []
    const children = e.children.filter((c) => mayOpen(access, c.to))
    return children.length ? [{ ...e, children }] : []
  })
