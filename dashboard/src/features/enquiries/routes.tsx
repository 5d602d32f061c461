import type { RouteObject } from 'react-router'

export const enquiryRoutes: RouteObject[] = [
  {
    path: 'enquiries',
    lazy: async () => ({ Component: (await import('./enquiries-page.tsx')).EnquiriesPage }),
  },
]
