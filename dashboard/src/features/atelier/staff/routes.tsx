import type { RouteObject } from 'react-router'
import { atelierPage as page } from '../shell/handle.ts'

/** Staff, salary payments and role permissions. */
export const staffRoutes: RouteObject[] = [
  page(
    'staff/lists',
    { title: 'Personnel', permission: 'staff' },
    async () => (await import('./staff-list-page.tsx')).StaffListPage,
  ),
  page(
    'staff/add',
    { title: 'Ajouter un membre du personnel', permission: 'staff' },
    async () => (await import('./staff-add-page.tsx')).StaffAddPage,
  ),
  page(
    'staff/profiles/:id',
    { title: 'Profil du personnel', permission: 'staff' },
    async () => (await import('./staff-profile-page.tsx')).StaffProfilePage,
  ),
  page(
    'staff/salary-payment',
    { title: 'Paiement des salaires', permission: 'staff' },
    async () => (await import('./salary-payments-page.tsx')).SalaryPaymentsPage,
  ),
  page(
    'settings/roles',
    { title: 'Rôles et permissions', ownerOnly: true },
    async () => (await import('./roles-page.tsx')).RolesPage,
  ),
]
