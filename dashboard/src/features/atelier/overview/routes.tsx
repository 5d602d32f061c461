import type { RouteObject } from 'react-router'
import { atelierPage as page } from '../shell/handle.ts'

/** The atelier's dashboard, notifications and gallery. */
export const overviewRoutes: RouteObject[] = [
  page(
    'dashboard',
    { title: "Tableau de bord de l'atelier" },
    async () => (await import('./overview-page.tsx')).OverviewPage,
  ),
  page(
    'notifications',
    { title: 'Notifications' },
    async () => (await import('./notifications-page.tsx')).NotificationsPage,
  ),
  page(
    'settings/gallery',
    { title: 'Galerie', permission: 'gallery' },
    async () => (await import('../settings/gallery-page.tsx')).GalleryPage,
  ),
]
