import type { RouteObject } from 'react-router'
import { ComingSoon } from '#dashboard/components/coming-soon.tsx'
import { fr } from '#dashboard/lib/fr.ts'

const n = fr.nav

export const testimonialRoutes: RouteObject[] = [
  { path: 'testimonies', element: <ComingSoon title={n.testimonies} /> },
  { path: 'testimonies/add', element: <ComingSoon title={n.testimonies} /> },
  { path: 'testimonies/edit/:testimonId', element: <ComingSoon title={n.testimonies} /> },
  { path: 'testimonies/:testimonId', element: <ComingSoon title={n.testimonies} /> },
]
