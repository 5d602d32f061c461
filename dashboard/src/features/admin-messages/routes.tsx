import type { RouteObject } from 'react-router'

export const adminMessageRoutes: RouteObject[] = [
  {
    path: 'messages',
    lazy: async () => ({ Component: (await import('./messages-page.tsx')).MessagesPage }),
  },
]
