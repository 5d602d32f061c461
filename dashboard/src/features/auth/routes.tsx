import { type RouteObject, redirectDocument } from 'react-router'
import { redirectIfSignedIn } from '#dashboard/app/session/guards.ts'
import { LoadingScreen } from '#dashboard/components/loading-screen.tsx'

export const authRoutes: RouteObject = {
  path: 'auth',
  lazy: async () => ({
    Component: (await import('#dashboard/components/auth-layout.tsx')).AuthLayout,
  }),
  hydrateFallbackElement: <LoadingScreen />,
  children: [
    // /auth and /auth/signin are the worker's (ADR 038); this only matters under `vite dev`.
    { index: true, loader: () => redirectDocument('/auth/signin') },
    {
      path: 'signup',
      loader: redirectIfSignedIn,
      lazy: async () => ({ Component: (await import('./signup-page.tsx')).SignupPage }),
    },
    {
      path: 'forgot',
      lazy: async () => ({ Component: (await import('./forgot-page.tsx')).ForgotPage }),
    },
    {
      path: 'verify/:token',
      lazy: async () => ({ Component: (await import('./verify-page.tsx')).VerifyPage }),
    },
    {
      path: 'reset/:token',
      lazy: async () => ({ Component: (await import('./reset-page.tsx')).ResetPage }),
    },
    {
      // A staff invitation (ADR 016): the atelier's staff feature owns the page.
      path: 'invitation/:token',
      lazy: async () => ({
        Component: (await import('../atelier/staff/invitation-page.tsx')).InvitationPage,
      }),
    },
  ],
}
