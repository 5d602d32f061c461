import { useSyncExternalStore } from 'react'
import { Outlet, useLocation, useNavigation } from 'react-router'
import { fr } from '#dashboard/lib/fr.ts'
import { Skeleton } from './ui/skeleton.tsx'

/*
 * A tap on the menu shows the next page's outline at once (issue 27: within 100 ms on a slow
 * phone). Letting the router start first cost a slow phone's CPU 235 ms before anything moved
 * (the shell re-rendered, the old page came down): the menu marks the page tapped here, the
 * outline is drawn over the old page, hidden, not unmounted, and the router starts after that
 * frame (components/sidebar-nav.tsx).
 */
let tapped: string | null = null
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const setTapped = (path: string | null) => {
  tapped = path
  for (const listener of listeners) listener()
}

/** Shows `path`'s outline now; `navigate` runs once it is on screen. */
export function tapTo(path: string, navigate: (path: string) => Promise<void> | void): void {
  setTapped(path)
  requestAnimationFrame(() =>
    setTimeout(async () => {
      await navigate(path)
      setTapped(null)
    }),
  )
}

/**
 * The area's page, or, from the tap until a page not yet visited has its code, its outline
 * (issue 27): on a slow phone the chunk takes seconds, and the old page must not look frozen.
 * A move within the same page (a filter in the address) keeps the page. The old page stays
 * mounted, hidden, until the next one replaces it: taking it down is work a tap cannot wait for.
 */
export function PageOutlet({ context }: { context?: unknown }) {
  const navigation = useNavigation()
  const { pathname } = useLocation()
  const tap = useSyncExternalStore(subscribe, () => tapped)
  const leaving =
    (navigation.state === 'loading' && navigation.location.pathname !== pathname) ||
    (tap !== null && tap !== pathname)
  return (
    <>
      {leaving && <PageSkeleton />}
      <div style={{ display: leaving ? 'none' : 'contents' }}>
        <Outlet context={context} />
      </div>
    </>
  )
}

/** A page's outline: a title, a line, and a few blocks where its content comes. */
export function PageSkeleton() {
  return (
    <div role="status" aria-label={fr.app.loading} className="grid gap-6">
      <div className="grid gap-2">
        <Skeleton className="h-7 w-48" />
        <Skeleton className="h-4 w-72 max-w-full" />
      </div>
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  )
}
