import './preact-bridge.ts'
import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { OfflineNotice } from './app/offline/offline-notice.tsx'
import { endSession, goToSignin } from './app/session/session.ts'
import { AppToaster } from './components/app-toaster.tsx'
import { onSessionExpired } from './lib/api-client.ts'
import { dropFirstScreen } from './lib/first-screen.ts'
import { queryClient } from './lib/query-client.ts'
import { applyTheme, watchSystemTheme } from './lib/theme.ts'
import { router } from './router.tsx'
import './styles.css'

applyTheme()
watchSystemTheme()

// A signed-in call that still gets 401 after the one refresh: back to sign-in, then come back.
onSessionExpired(() => {
  const { pathname, search } = router.state.location
  endSession()
  goToSignin({ from: { pathname, search } })
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <OfflineNotice />
      {/* No transitions: nothing suspends, and a page should show as soon as its URL does. */}
      <RouterProvider router={router} useTransitions={false} />
      <AppToaster />
    </QueryClientProvider>
  </StrictMode>,
)

// A page the worker drew first (ADR 066) stays until the router has drawn its own: the frame
// after the first navigation settles, whatever it ended in (the page, an error, a redirect).
if (router.state.initialized) requestAnimationFrame(dropFirstScreen)
else {
  const stopWatching = router.subscribe((state) => {
    if (!state.initialized) return
    stopWatching()
    requestAnimationFrame(dropFirstScreen)
  })
}

// The service worker (ADR 057) is not needed to draw the first page: registered after it, for
// the area the app is in or first goes into.
void import('./app/offline/register.ts').then(({ registerServiceWorker }) => {
  registerServiceWorker(location.pathname)
  router.subscribe((state) => registerServiceWorker(state.location.pathname))
})
