import type { RouteObject } from 'react-router'

export const adminShopRoutes: RouteObject[] = [
  {
    path: 'shops',
    lazy: async () => ({ Component: (await import('./shops-page.tsx')).ShopsPage }),
  },
  {
    path: 'shops/card',
    lazy: async () => ({ Component: (await import('./shops-page.tsx')).ShopsCardPage }),
  },
  {
    path: 'shops/:shopId',
    lazy: async () => ({ Component: (await import('./shop-detail-page.tsx')).ShopDetailPage }),
  },
  {
    path: 'products',
    lazy: async () => ({ Component: (await import('./products-page.tsx')).AdminProductsPage }),
  },
]
