import type { RouteObject } from 'react-router'

export const audienceRoutes: RouteObject[] = [
  {
    path: 'audience',
    lazy: async () => ({ Component: (await import('./audience-page.tsx')).AudiencePage }),
  },
]
