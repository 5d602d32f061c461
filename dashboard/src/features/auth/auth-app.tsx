import { type ComponentType, useEffect } from 'react'
import { AuthCard, AuthLayout } from '#dashboard/components/auth-layout.tsx'
import { refreshSession } from '#dashboard/lib/api-client.ts'
import { fr } from '#dashboard/lib/fr.ts'
import { homeFor } from '#worker/schemas/session-paths.ts'
import { Link, navigate, ParamsProvider, useLocation } from './auth-router.tsx'
import { ForgotPage } from './forgot-page.tsx'
import { ResetPage } from './reset-page.tsx'
import { SignupPage } from './signup-page.tsx'

/**
 * The pages of the /auth entry, by path. In the entry itself, not lazy: they share nearly
 * everything (the form library, the schemas, the fields), and a page fetched after the entry
 * would cost the phone another round trip before the form shows.
 */
const PAGES: { path: RegExp; Page: ComponentType; signedOutOnly?: true }[] = [
  { path: /^\/auth\/signup\/?$/, Page: SignupPage, signedOutOnly: true },
  { path: /^\/auth\/forgot\/?$/, Page: ForgotPage },
  { path: /^\/auth\/reset\/(?<token>[^/]+)\/?$/, Page: ResetPage },
]

/**
 * Someone already signed in who opens the sign-up page (a referral link) goes to their
 * dashboard, as before. The refresh cookie is not sent to /auth/signup (its paths, ADR 057),
 * so the page asks /api/refresh, beside the form rather than before it.
 */
function useLeaveIfSignedIn(active: boolean) {
  useEffect(() => {
    if (!active) return
    void refreshSession().then((session) => {
      if (session) void navigate(homeFor(session.role), { replace: true })
    })
  }, [active])
}

export function AuthApp() {
  const { pathname } = useLocation()
  const match = PAGES.map((p) => ({ ...p, found: p.path.exec(pathname) })).find((p) => p.found)
  useLeaveIfSignedIn(match?.signedOutOnly === true)
  // Keyed by path: a page opened from another (forgot → reset) starts with a fresh form.
  return (
    <AuthLayout>
      {match ? (
        <ParamsProvider value={{ ...match.found?.groups }}>
          <match.Page key={pathname} />
        </ParamsProvider>
      ) : (
        <AuthCard title={fr.errors.notFoundTitle} subtitle={fr.errors.notFoundText}>
          <Link to="/auth/signin" className="font-medium text-primary hover:underline">
            {fr.errors.backHome}
          </Link>
        </AuthCard>
      )}
    </AuthLayout>
  )
}
