import type { RouteObject } from 'react-router'
import { atelierPage as page } from '../shell/handle.ts'

const fabricForms = () => import('./fabric-form-pages.tsx')
const lookups = () => import('./lookup-page.tsx')

/** Fabrics, suppliers and services. */
export const fabricRoutes: RouteObject[] = [
  page(
    'fabric/list',
    { title: 'Tissus', permission: 'fabrics' },
    async () => (await import('./fabric-list-page.tsx')).FabricListPage,
  ),
  page(
    'fabric/add',
    { title: 'Nouveau tissu', permission: 'fabrics' },
    async () => (await fabricForms()).NewFabricPage,
  ),
  page(
    'fabric/names',
    { title: 'Noms de tissus', permission: 'fabrics' },
    async () => (await lookups()).FabricNamesPage,
  ),
  page(
    'fabric/type',
    { title: 'Types de tissus', permission: 'fabrics' },
    async () => (await lookups()).FabricTypesPage,
  ),
  page(
    'fabric/edit/:id',
    { title: 'Modifier le tissu', permission: 'fabrics' },
    async () => (await fabricForms()).EditFabricPage,
  ),
  page(
    'fabric/view/:id',
    { title: 'Détail du tissu', permission: 'fabrics' },
    async () => (await import('./fabric-view-page.tsx')).FabricViewPage,
  ),
  page(
    'supplier/supplier',
    { title: 'Fournisseurs', permission: 'suppliers' },
    async () => (await import('./suppliers-page.tsx')).SuppliersPage,
  ),
  page(
    'supplier/supplier-type',
    { title: 'Types de fournisseurs', permission: 'suppliers' },
    async () => (await lookups()).SupplierTypesPage,
  ),
  page(
    'supplier/newsupplier',
    { title: 'Nouveau fournisseur', permission: 'suppliers' },
    async () => (await import('./supplier-form-page.tsx')).SupplierFormPage,
  ),
  page(
    'services',
    { title: 'Services', permission: 'services' },
    async () => (await import('./services-page.tsx')).ServicesPage,
  ),
]
