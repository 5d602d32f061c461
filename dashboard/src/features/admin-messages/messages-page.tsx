import { useQuery } from '@tanstack/react-query'
import { Check, Reply } from 'lucide-react'
import { DataList } from '#dashboard/components/data-list.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { useListParams } from '#dashboard/components/use-list-params.ts'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { cn, formatDateTime } from '#dashboard/lib/utils.ts'
import type { ContactMessage } from '#worker/schemas/admin.ts'
import { messageWords as w } from './fr.ts'
import { adminMessageListQuery, useMarkMessageRead } from './queries.ts'

const PAGE_SIZE = 20

function MessageCard({ message: m }: { message: ContactMessage }) {
  const markRead = useMarkMessageRead()
  const onRead = async () => {
    try {
      await markRead.mutateAsync(m.id)
      toast.success(w.marked)
    } catch (error) {
      toast.error(errorMessage(error))
    }
  }
  return (
    <article
      className={cn(
        'grid gap-3 rounded-xl border bg-card p-4',
        !m.read && 'border-primary/40 bg-primary/5',
      )}
      aria-label={m.subject}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h2 className="font-semibold">{m.subject}</h2>
          <p className="truncate text-sm text-muted-foreground">
            {w.from} {m.email} · {formatDateTime(m.createdAt)}
          </p>
        </div>
        <Badge variant={m.read ? 'secondary' : 'info'}>{m.read ? w.read : w.unread}</Badge>
      </header>
      <p className="text-sm whitespace-pre-line wrap-anywhere">{m.message}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}>
            <Reply aria-hidden="true" />
            {w.reply}
          </a>
        </Button>
        {!m.read && (
          <Button size="sm" disabled={markRead.isPending} onClick={() => void onRead()}>
            <Check aria-hidden="true" />
            {w.markRead}
          </Button>
        )}
      </div>
    </article>
  )
}

export function MessagesPage() {
  const { page, pager } = useListParams([], { pageSize: PAGE_SIZE })
  const list = useQuery(adminMessageListQuery({ page, pageSize: PAGE_SIZE }))
  return (
    <>
      <PageHeader
        title={w.title}
        description={list.data ? w.unreadCount(list.data.unread) : w.subtitle}
      />
      <DataList query={list} empty={w.empty} pager={pager} className="grid gap-3">
        {(items) => items.map((m) => <MessageCard key={m.id} message={m} />)}
      </DataList>
    </>
  )
}
