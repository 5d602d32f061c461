import type { RouteObject } from 'react-router'
import { ComingSoon } from '#dashboard/components/coming-soon.tsx'
import { fr } from '#dashboard/lib/fr.ts'

const n = fr.nav

export const settingsRoutes: RouteObject[] = [
  { path: 'settings/profiles', element: <ComingSoon title={n.businessProfile} /> },
  { path: 'settings/personalization', element: <ComingSoon title={n.personalization} /> },
  { path: 'settings/settings', element: <ComingSoon title={n.subscriptions} /> },
]
