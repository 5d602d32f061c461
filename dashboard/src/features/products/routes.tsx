import type { RouteObject } from 'react-router'

export const productRoutes: RouteObject[] = [
  {
    path: 'products',
    lazy: async () => ({ Component: (await import('./products-page.tsx')).ProductsPage }),
  },
  {
    path: 'products/sub-products',
    lazy: async () => ({ Component: (await import('./sub-products-page.tsx')).SubProductsPage }),
  },
  {
    path: 'products/new',
    lazy: async () => ({ Component: (await import('./product-new-page.tsx')).ProductNewPage }),
  },
  {
    path: 'products/edit/:productId',
    lazy: async () => ({ Component: (await import('./product-edit-page.tsx')).ProductEditPage }),
  },
  {
    path: 'products/:productId',
    lazy: async () => ({
      Component: (await import('./product-detail-page.tsx')).ProductDetailPage,
    }),
  },
]
