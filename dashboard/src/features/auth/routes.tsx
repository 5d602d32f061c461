import { Navigate, type RouteObject } from 'react-router'
import { LoadingScreen } from '#dashboard/components/loading-screen.tsx'
import { redirectIfSignedIn } from './guards.ts'

export const authRoutes: RouteObject = {
  path: 'auth',
  lazy: async () => ({ Component: (await import('./auth-layout.tsx')).AuthLayout }),
  hydrateFallbackElement: <LoadingScreen />,
  children: [
    { index: true, element: <Navigate to="/auth/signin" replace /> },
    {
      path: 'signin',
      loader: redirectIfSignedIn,
      lazy: async () => ({ Component: (await import('./signin-page.tsx')).SigninPage }),
    },
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
