import type { RouteObject } from 'react-router'
import { placeholder } from '../shell/placeholder.tsx'

/** Staff, salary payments and role permissions (paths of §2). */
export const staffRoutes: RouteObject[] = [
  placeholder('staff/lists', { title: 'Personnel', permission: 'staff' }),
  placeholder('staff/add', { title: 'Ajouter un membre du personnel', permission: 'staff' }),
  placeholder('staff/profiles/:id', { title: 'Profil du personnel', permission: 'staff' }),
  placeholder('staff/salary-payment', { title: 'Paiement des salaires', permission: 'staff' }),
  placeholder('settings/roles', { title: 'Rôles et permissions', ownerOnly: true }),
]
