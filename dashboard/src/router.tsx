import { createBrowserRouter, redirectDocument } from 'react-router'
import { LoadingScreen } from './components/loading-screen.tsx'
import { NotFound } from './components/not-found.tsx'
import { RouteError } from './components/route-error.tsx'
import { adminRoutes } from './features/admin/routes.tsx'
import { requireRole } from './features/auth/guards.ts'
import { authRoutes } from './features/auth/routes.tsx'
import { userRoutes } from './features/shell/user-routes.tsx'

export const router = createBrowserRouter([
  {
    path: '/',
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      // The worker serves "/" itself; this only matters under `vite dev`.
      { index: true, loader: () => redirectDocument('/auth/signin') },
      authRoutes,
      {
        path: 'user',
        loader: requireRole('user'),
        hydrateFallbackElement: <LoadingScreen />,
        lazy: async () => ({
          Component: (await import('./features/shell/user-shell.tsx')).UserShell,
        }),
        children: userRoutes,
      },
      {
        path: 'admin',
        loader: requireRole('admin'),
        hydrateFallbackElement: <LoadingScreen />,
        lazy: async () => ({
          Component: (await import('./features/shell/admin-shell.tsx')).AdminShell,
        }),
        children: adminRoutes,
      },
      { path: '*', element: <NotFound /> },
    ],
  },
])
