import type { RouteObject } from 'react-router'
import { atelierPage as page } from '../shell/handle.ts'

/** The cash book. */
export const cashbookRoutes: RouteObject[] = [
  page(
    'transaction/list',
    { title: 'Caisse', permission: 'cashbook' },
    async () => (await import('./cashbook-page.tsx')).CashbookPage,
  ),
  page(
    'transaction/add-new',
    { title: 'Nouvelle opération', permission: 'cashbook' },
    async () => (await import('./entry-add-page.tsx')).EntryAddPage,
  ),
  page(
    'transaction/category',
    { title: 'Catégories de la caisse', permission: 'cashbook' },
    async () => (await import('./categories-page.tsx')).CashbookCategoriesPage,
  ),
  page(
    'transaction/view/:id',
    { title: "Détail de l'opération", permission: 'cashbook' },
    async () => (await import('./entry-view-page.tsx')).EntryViewPage,
  ),
]
