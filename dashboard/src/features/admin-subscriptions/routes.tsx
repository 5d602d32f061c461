import type { RouteObject } from 'react-router'
import { ComingSoon } from '#dashboard/components/coming-soon.tsx'
import { fr } from '#dashboard/lib/fr.ts'

const n = fr.nav

export const adminSubscriptionRoutes: RouteObject[] = [
  { path: 'subscription', element: <ComingSoon title={n.subscriptions} /> },
  { path: 'subscription/requested', element: <ComingSoon title={n.subscriptionRequests} /> },
  {
    path: 'subscription/requested/:subsId',
    element: <ComingSoon title={n.subscriptionRequests} />,
  },
  { path: 'subscription/:subsId', element: <ComingSoon title={n.subscriptions} /> },
]
