import type { RouteObject } from 'react-router'
import { placeholder } from '../shell/placeholder.tsx'

/** The cash book (paths of §2). */
export const cashbookRoutes: RouteObject[] = [
  placeholder('transaction/list', { title: 'Caisse', permission: 'cashbook' }),
  placeholder('transaction/add-new', { title: 'Nouvelle opération', permission: 'cashbook' }),
  placeholder('transaction/category', { title: 'Catégories de la caisse', permission: 'cashbook' }),
  placeholder('transaction/view/:id', { title: "Détail de l'opération", permission: 'cashbook' }),
]
