import { lazy, Suspense } from 'react'

// The page's form and dialogs load from here, not from the menu's routes: the board's first
// load (its 170 KB budget) then names one chunk for Équipe instead of every one it uses.
const Page = lazy(async () => ({ default: (await import('./team-page.tsx')).TeamPage }))

export function TeamPage() {
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  )
}
