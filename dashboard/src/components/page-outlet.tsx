import { Outlet, useLocation, useNavigation } from 'react-router'
import { fr } from '#dashboard/lib/fr.ts'
import { Skeleton } from './ui/skeleton.tsx'

/**
 * The area's page, or, from the tap until a page not yet visited has its code, its outline
 * (issue 27): on a slow phone the chunk takes seconds, and the old page must not look frozen.
 * A move within the same page (a filter in the address) keeps the page.
 */
export function PageOutlet({ context }: { context?: unknown }) {
  const navigation = useNavigation()
  const { pathname } = useLocation()
  const leaving = navigation.state === 'loading' && navigation.location.pathname !== pathname
  return leaving ? <PageSkeleton /> : <Outlet context={context} />
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
