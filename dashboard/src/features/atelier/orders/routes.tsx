import type { RouteObject } from 'react-router'
import { placeholder } from '../shell/placeholder.tsx'

/** Tailoring orders and their calendar (paths of §2). */
export const tailoringOrderRoutes: RouteObject[] = [
  placeholder('orders/orders', { title: 'Commandes de couture', permission: 'orders' }),
  placeholder('orders/addnew', { title: 'Nouvelle commande', permission: 'orders' }),
  placeholder('orders/addnew/:id', { title: 'Nouvelle commande', permission: 'orders' }),
  placeholder('orders/edit/:id', { title: 'Modifier la commande', permission: 'orders' }),
  placeholder('orders/view/:id', { title: 'Détail de la commande', permission: 'orders' }),
  placeholder('calendar/order', { title: 'Calendrier des commandes', permission: 'orders' }),
]
