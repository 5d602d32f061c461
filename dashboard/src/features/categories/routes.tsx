import type { RouteObject } from 'react-router'

export const categoryRoutes: RouteObject[] = [
  {
    path: 'products/category',
    lazy: async () => ({ Component: (await import('./categories-page.tsx')).CategoriesPage }),
  },
]
