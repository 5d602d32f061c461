import { lazy, Suspense } from 'react'
import { PageSkeleton } from '#dashboard/components/page-outlet.tsx'

// The page's form and dialogs load from here, not from the menu's routes: the board's first
// load (its 170 KB budget) then names one chunk for Équipe instead of every one it uses.
const Page = lazy(async () => ({ default: (await import('./team-page.tsx')).TeamPage }))

/** Paramètres › Équipe's route: the page's outline until its chunk is in. */
export function TeamRoute() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Page />
    </Suspense>
  )
}
