import {
  Boxes,
  CreditCard,
  Layers,
  LayoutDashboard,
  Mail,
  Settings,
  Store,
  Users,
} from 'lucide-react'
import type { NavEntry } from '#dashboard/components/sidebar-nav.tsx'
import { fr } from '#dashboard/lib/fr.ts'

const n = fr.nav

/** Administrator menu. */
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
  { label: n.adminMessages, to: '/admin/messages', icon: Mail },
  {
    label: n.subscriptions,
    icon: CreditCard,
    children: [
      { label: n.subscriptionList, to: '/admin/subscription', end: true },
      { label: n.subscriptionRequests, to: '/admin/subscription/requested' },
      { label: n.adminPayments, to: '/admin/payments' },
    ],
  },
  {
    label: n.settings,
    icon: Settings,
    children: [
      { label: n.adminProfile, to: '/admin/settings/profile' },
      { label: n.adminPlanPayments, to: '/admin/settings/payments' },
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
