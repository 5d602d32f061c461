import type { RouteObject } from 'react-router'
import { placeholder } from '../shell/placeholder.tsx'

/** The atelier's dashboard, notifications and gallery (paths of §2). */
export const overviewRoutes: RouteObject[] = [
  placeholder('dashboard', { title: "Tableau de bord de l'atelier" }),
  placeholder('notifications', { title: 'Notifications' }),
  placeholder('settings/gallery', { title: 'Galerie', permission: 'gallery' }),
]
