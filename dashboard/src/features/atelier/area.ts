import type { RouteObject } from 'react-router'

/**
 * /user/atelier: L'Atelier's layout. Its pages (`./routes.tsx`) are patched in by the router on
 * the first visit under /user/atelier, so their table stays out of every merchant's first load.
 */
export const atelierArea: RouteObject = {
  id: 'atelier',
  path: 'atelier',
  lazy: async () => ({ Component: (await import('./shell/atelier-layout.tsx')).AtelierLayout }),
}
