import { createBrowserRouter, type RouteObject, redirectDocument } from 'react-router'
import { requireRole } from './app/session/guards.ts'
import { userRoutes } from './app/shell/user-routes.tsx'
import { UserShell } from './app/shell/user-shell.tsx'
import { LoadingScreen } from './components/loading-screen.tsx'
import { NotFound } from './components/not-found.tsx'
import { RouteError } from './components/route-error.tsx'

/**
 * Areas whose route tables come with their first visit (react-router's lazy route discovery):
 * a merchant's first load carries neither the administrator's pages nor L'Atelier's (ADR 026).
 */
const AREAS: { id: string; path: string; routes: () => Promise<RouteObject[]> }[] = [
  {
    id: 'admin',
    path: '/admin',
    routes: async () => (await import('./features/admin/routes.tsx')).adminRoutes,
  },
  {
    id: 'atelier',
    path: '/user/atelier',
    routes: async () => (await import('./features/atelier/routes.tsx')).atelierRoutes,
  },
]
const patched = new Set<string>()

const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      // The worker serves "/" itself; this only matters under `vite dev`.
      { index: true, loader: () => redirectDocument('/auth/signin') },
      {
        path: 'user',
        loader: requireRole('user'),
        hydrateFallbackElement: <LoadingScreen />,
        // In the entry, not lazy: every /user page starts with it, so it comes with the app's
        // file rather than as a second wave of small files on a slow phone (issue 27).
        Component: UserShell,
        children: userRoutes,
      },
      {
        id: 'admin',
        path: 'admin',
        loader: requireRole('admin'),
        hydrateFallbackElement: <LoadingScreen />,
        lazy: async () => ({
          Component: (await import('./app/shell/admin-shell.tsx')).AdminShell,
        }),
      },
      { path: '*', element: <NotFound /> },
    ],
  },
]

export const router = createBrowserRouter(routes, {
  async patchRoutesOnNavigation({ path, patch, signal }) {
    const area = AREAS.find(
      (a) => !patched.has(a.id) && (path === a.path || path.startsWith(`${a.path}/`)),
    )
    if (!area) return
    const children = await area.routes()
    if (signal.aborted) return
    patch(area.id, children)
    patched.add(area.id)
  },
})
