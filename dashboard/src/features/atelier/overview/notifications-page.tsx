import { useQuery } from '@tanstack/react-query'
import { ChevronRight } from 'lucide-react'
import { useNavigate } from 'react-router'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { EmptyState, ErrorState } from '#dashboard/components/states.tsx'
import { notificationTarget } from '#dashboard/features/notifications/queries.ts'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { formatDateTime } from '#dashboard/lib/utils.ts'
import { overviewWords as w } from './fr.ts'
import { atelierNotificationsQuery, useOpenAtelierNotification } from './queries.ts'

/** /user/atelier/notifications: the unread ones; opening one marks it read and goes to it. */
export function NotificationsPage() {
  const navigate = useNavigate()
  const list = useQuery(atelierNotificationsQuery())
  const open = useOpenAtelierNotification()
  const onOpen = async (id: string) => {
    try {
      const target = notificationTarget('store', await open.mutateAsync(id))
      if (target) await navigate(target)
    } catch (err) {
      toast.error(errorMessage(err))
    }
  }
  return (
    <>
      <PageHeader title={w.notifications} description={w.notificationsSubtitle} />
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState>{w.notificationsEmpty}</EmptyState>
      ) : (
        <ul className="grid max-w-2xl gap-2">
          {list.data.map((n) => (
            <li key={n.id}>
              <button
                type="button"
                disabled={open.isPending}
                onClick={() => void onOpen(n.id)}
                className="flex w-full items-center gap-3 rounded-lg border bg-card p-3 text-left outline-none transition-colors hover:border-primary/40 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-70"
              >
                <span className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] gap-0.5">
                  <span className="font-medium">{n.title}</span>
                  <span className="text-sm text-muted-foreground">{n.body}</span>
                  <span className="text-xs text-muted-foreground">
                    {formatDateTime(n.createdAt)}
                  </span>
                </span>
                <ChevronRight
                  className="size-4 shrink-0 text-muted-foreground"
                  aria-hidden="true"
                />
                <span className="sr-only">{w.open}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
