import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { endSession, goToSignin } from './app/session/session.ts'
import { AppToaster } from './components/app-toaster.tsx'
import { onSessionExpired } from './lib/api-client.ts'
import { queryClient } from './lib/query-client.ts'
import { applyTheme, watchSystemTheme } from './lib/theme.ts'
import { router } from './router.tsx'
import './styles.css'

applyTheme()
watchSystemTheme()

// A signed-in call that still gets 401 after the one refresh: back to sign-in, then come back.
onSessionExpired(() => {
  const { pathname, search } = router.state.location
  if (pathname.startsWith('/auth/')) return
  endSession()
  goToSignin({ from: { pathname, search } })
})

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
