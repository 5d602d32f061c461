import './auth-refs.ts'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppToaster } from './components/app-toaster.tsx'
import { AuthApp } from './features/auth/auth-app.tsx'
import { applyTheme, watchSystemTheme } from './lib/theme.ts'
import './styles.css'

/*
 * The /auth pages' entry (the forgotten password and its reset; sign-in, sign-up and the
 * verification and invitation links are the worker's own pages, ADR 038, 064): no board shell,
 * query cache nor data router, so a phone downloads ≤ 100 KB of JavaScript before the form
 * (ADR 062). The worker serves auth.html.
 */
applyTheme()
watchSystemTheme()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AuthApp />
    <AppToaster />
  </StrictMode>,
)
