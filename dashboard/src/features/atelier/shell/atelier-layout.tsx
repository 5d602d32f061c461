import { useEffect } from 'react'
import { Outlet, useMatches } from 'react-router'
import { LinkButton } from '#dashboard/components/link-button.tsx'
import { PageTitleOwned } from '#dashboard/components/page-header.tsx'
import { ErrorState } from '#dashboard/components/states.tsx'
import { atelierWords } from './fr.ts'
import type { AtelierHandle } from './handle.ts'
import { useAtelierAccess } from './queries.ts'

function useCurrentHandle(): AtelierHandle | undefined {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as AtelierHandle | undefined
    if (handle?.title) return handle
  }
  return undefined
}

/**
 * Frame of every /user/atelier page: the French title of the page, and the page only
 * when the atelier is on and the caller's role opens it.
 */
export function AtelierLayout() {
  const handle = useCurrentHandle()
  const access = useAtelierAccess()
  const title = handle?.title ?? atelierWords.defaultTitle

  useEffect(() => {
    document.title = `${title} · ${atelierWords.name}`
  }, [title])

  if (access.isPending) {
    return (
      <p role="status" className="p-8 text-sm text-muted-foreground">
        Chargement…
      </p>
    )
  }
  if (access.isError) return <ErrorState error={access.error} onRetry={() => access.refetch()} />
  const { data } = access
  if (!data.enabled) {
    return (
      <Blocked title={atelierWords.disabled.title}>
        <p>{data.role === 'owner' ? atelierWords.disabled.owner : atelierWords.disabled.staff}</p>
        {data.role === 'owner' && (
          <LinkButton to="/user/settings/atelier">{atelierWords.disabled.cta}</LinkButton>
        )}
      </Blocked>
    )
  }
  const denied =
    (handle?.ownerOnly && data.role !== 'owner') ||
    (handle?.permission && !data.permissions.includes(handle.permission))
  if (denied) {
    return (
      <Blocked title={atelierWords.denied.title}>
        <p>{atelierWords.denied.text}</p>
      </Blocked>
    )
  }
  return (
    <PageTitleOwned value={true}>
      <Outlet />
    </PageTitleOwned>
  )
}

function Blocked({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 px-4 py-16 text-center text-sm text-muted-foreground">
      <p className="text-5xl font-bold text-primary">403</p>
      <h1 className="text-2xl font-semibold text-foreground">{title}</h1>
      {children}
    </div>
  )
}
