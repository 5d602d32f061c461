import type { RouteObject } from 'react-router'
import { atelierPage as page } from '../shell/handle.ts'

const forms = () => import('./order-form-pages.tsx')

/** Tailoring orders and their calendar. */
export const tailoringOrderRoutes: RouteObject[] = [
  page(
    'orders/orders',
    { title: 'Commandes de couture', permission: 'orders' },
    async () => (await import('./orders-page.tsx')).TailoringOrdersPage,
  ),
  page(
    'orders/addnew',
    { title: 'Nouvelle commande', permission: 'orders' },
    async () => (await forms()).NewTailoringOrderPage,
  ),
  page(
    'orders/addnew/:id',
    { title: 'Nouvelle commande', permission: 'orders' },
    async () => (await forms()).NewTailoringOrderPage,
  ),
  page(
    'orders/edit/:id',
    { title: 'Modifier la commande', permission: 'orders' },
    async () => (await forms()).EditTailoringOrderPage,
  ),
  page(
    'orders/view/:id',
    { title: 'Détail de la commande', permission: 'orders' },
    async () => (await import('./order-view-page.tsx')).TailoringOrderViewPage,
  ),
  page(
    'calendar/order',
    { title: 'Calendrier des commandes', permission: 'orders' },
    async () => (await import('./calendar-page.tsx')).TailoringCalendarPage,
  ),
]
