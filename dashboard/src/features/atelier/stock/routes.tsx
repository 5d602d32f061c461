import type { RouteObject } from 'react-router'
import { placeholder } from '../shell/placeholder.tsx'

/** Fabrics, suppliers and services (paths of §2). */
export const stockRoutes: RouteObject[] = [
  placeholder('fabric/list', { title: 'Tissus', permission: 'fabrics' }),
  placeholder('fabric/add', { title: 'Nouveau tissu', permission: 'fabrics' }),
  placeholder('fabric/names', { title: 'Noms de tissus', permission: 'fabrics' }),
  placeholder('fabric/type', { title: 'Types de tissus', permission: 'fabrics' }),
  placeholder('fabric/edit/:id', { title: 'Modifier le tissu', permission: 'fabrics' }),
  placeholder('fabric/view/:id', { title: 'Détail du tissu', permission: 'fabrics' }),
  placeholder('supplier/supplier', { title: 'Fournisseurs', permission: 'suppliers' }),
  placeholder('supplier/supplier-type', {
    title: 'Types de fournisseurs',
    permission: 'suppliers',
  }),
  placeholder('supplier/newsupplier', { title: 'Nouveau fournisseur', permission: 'suppliers' }),
  placeholder('services', { title: 'Services', permission: 'services' }),
]
