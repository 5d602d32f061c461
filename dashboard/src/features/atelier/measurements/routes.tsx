import { Navigate, type RouteObject } from 'react-router'
import { type AtelierHandle, atelierPage as page } from '../shell/handle.ts'

/** Clothing types, measurement parts, customers and their measurements. */
export const measurementRoutes: RouteObject[] = [
  page(
    'settings/clothing-types',
    { title: 'Types de vêtements', permission: 'settings' },
    async () => (await import('./clothing-types-page.tsx')).ClothingTypesPage,
  ),
  page(
    'measurements/measurement-parts',
    { title: 'Parties de mesure', permission: 'settings' },
    async () => (await import('./measurement-parts-page.tsx')).MeasurementPartsPage,
  ),
  page(
    'customer/customers',
    { title: 'Clients', permission: 'customers' },
    async () => (await import('./customers-page.tsx')).AtelierCustomersPage,
  ),
  page(
    'customer/card',
    { title: 'Clients en cartes', permission: 'customers' },
    async () => (await import('./customers-page.tsx')).AtelierCustomerCardsPage,
  ),
  page(
    'customer/addnewcustomer',
    { title: 'Nouveau client', permission: 'customers' },
    async () => (await import('./add-customer-page.tsx')).AddCustomerPage,
  ),
  page(
    'customer/single/:id',
    { title: 'Fiche client', permission: 'customers' },
    async () => (await import('./customer-page.tsx')).AtelierCustomerPage,
  ),
  page(
    'customer/customermeasure',
    { title: 'Mesures des clients', permission: 'customers' },
    async () => (await import('./measurements-page.tsx')).MeasurementsPage,
  ),
  page(
    'customer/customermeasure/:id',
    { title: 'Prendre les mesures', permission: 'customers' },
    async () => (await import('./take-measurement-page.tsx')).TakeMeasurementPage,
  ),
  {
    // The old page without an id: the list of measurements it would have been picked from.
    path: 'customer/customermeasure-details',
    handle: { title: 'Détail des mesures', permission: 'customers' } satisfies AtelierHandle,
    element: <Navigate to="/user/atelier/customer/customermeasure" replace />,
  },
  page(
    'customer/customermeasure-details/:id',
    { title: 'Détail des mesures', permission: 'customers' },
    async () => (await import('./measurement-detail-page.tsx')).MeasurementDetailPage,
  ),
]
