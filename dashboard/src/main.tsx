import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { Toaster } from 'sonner'
import * as z from 'zod'
import { fr as zodFr } from 'zod/locales'
import { endSession, goToSignin } from './features/auth/session.ts'
import { onSessionExpired } from './lib/api-client.ts'
import { queryClient } from './lib/query-client.ts'
import { applyTheme, useTheme, watchSystemTheme } from './lib/theme.ts'
import { router } from './router.tsx'
import './styles.css'

// Messages of rules without a message of their own: French, as on the server.
z.config(zodFr())

applyTheme()
watchSystemTheme()

// A signed-in call that still gets 401 after the one refresh: back to sign-in, then come back.
onSessionExpired(() => {
  const { pathname, search } = router.state.location
  if (pathname.startsWith('/auth/')) return
  endSession()
  goToSignin({ from: { pathname, search } })
})

/**
 * Toasts at the bottom (full width on a phone, bottom-right on a wide screen): at the top they
 * covered the header's bell and "Déconnexion" for as long as they stayed.
 */
function AppToaster() {
  const theme = useTheme()
  return <Toaster position="bottom-right" duration={3000} theme={theme} richColors closeButton />
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      {/* No transitions: nothing suspends, and the new page should show as soon as the URL changes. */}
      {/* No transitions: nothing suspends, and a page should show as soon as its URL does. */}
      <RouterProvider router={router} useTransitions={false} />
      <AppToaster />
    </QueryClientProvider>
  </StrictMode>,
)
