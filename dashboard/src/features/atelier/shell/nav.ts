import {
  Banknote,
  Bell,
  CalendarDays,
  Images,
  LayoutDashboard,
  Ruler,
  Scissors,
  Settings2,
  Shirt,
  Truck,
  UserCog,
  Users,
  Wrench,
} from 'lucide-react'
import type { NavEntry, NavLinkItem } from '#dashboard/components/sidebar-nav.tsx'
import type { AtelierAccess, AtelierPermission } from '#worker/schemas/atelier/access.ts'
import { atelierWords } from './fr.ts'

const n = atelierWords.nav
const base = '/user/atelier'

type Item = NavLinkItem & { permission?: AtelierPermission; ownerOnly?: boolean }

const ITEMS: Item[] = [
  { label: n.dashboard, to: `${base}/dashboard`, icon: LayoutDashboard },
  { label: n.orders, to: `${base}/orders/orders`, icon: Scissors, permission: 'orders' },
  { label: n.calendar, to: `${base}/calendar/order`, icon: CalendarDays, permission: 'orders' },
  { label: n.customers, to: `${base}/customer/customers`, icon: Users, permission: 'customers' },
  {
    label: n.measurements,
    to: `${base}/customer/customermeasure`,
    icon: Ruler,
    permission: 'customers',
  },
  { label: n.fabrics, to: `${base}/fabric/list`, icon: Shirt, permission: 'fabrics' },
  { label: n.suppliers, to: `${base}/supplier/supplier`, icon: Truck, permission: 'suppliers' },
  { label: n.services, to: `${base}/services`, icon: Wrench, permission: 'services' },
  { label: n.staff, to: `${base}/staff/lists`, icon: UserCog, permission: 'staff' },
  { label: n.cashbook, to: `${base}/transaction/list`, icon: Banknote, permission: 'cashbook' },
  { label: n.gallery, to: `${base}/settings/gallery`, icon: Images, permission: 'gallery' },
  { label: n.notifications, to: `${base}/notifications`, icon: Bell },
]

const SETTINGS: Item[] = [
  { label: n.clothingTypes, to: `${base}/settings/clothing-types`, permission: 'settings' },
  {
    label: n.measurementParts,
    to: `${base}/measurements/measurement-parts`,
    permission: 'settings',
  },
  { label: n.roles, to: `${base}/settings/roles`, ownerOnly: true },
]

const allowed = (access: AtelierAccess) => (item: Item) =>
  (!item.ownerOnly || access.role === 'owner') &&
  (!item.permission || access.permissions.includes(item.permission))
const plain = ({ label, to, icon }: Item): NavLinkItem => ({ label, to, icon })

/** A staff account's whole menu: the atelier's pages its role opens. */
export function staffNav(access: AtelierAccess): NavEntry[] {
  const settings = SETTINGS.filter(allowed(access)).map(plain)
  return [
    ...ITEMS.filter(allowed(access)).map(plain),
    ...(settings.length ? [{ label: n.settings, icon: Settings2, children: settings }] : []),
  ]
}

/** The owner's menu entry: one group beside the shop's own menu. */
export function ownerNavGroup(): NavEntry {
  return {
    label: atelierWords.name,
    icon: Scissors,
    children: [...ITEMS, ...SETTINGS].map(({ label, to }) => ({ label, to })),
  }
}
