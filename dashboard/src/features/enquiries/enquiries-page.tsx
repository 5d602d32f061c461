import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { Pagination } from '#dashboard/components/pagination.tsx'
import { EmptyState, ErrorState } from '#dashboard/components/states.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { useMyStore } from '#dashboard/features/store/queries.ts'
import { StoreRequired } from '#dashboard/features/store/store-required.tsx'
import { EnquiryCard } from './enquiry-card.tsx'
import { t } from './fr.ts'
import { enquiryListQuery } from './queries.ts'

const PAGE_SIZE = 20

function EnquiriesContent() {
  const [params, setParams] = useSearchParams()
  const unreadOnly = params.get('unread') === '1'
  const page = Math.max(1, Number(params.get('page')) || 1)
  const shopName = useMyStore().data?.name ?? ''
  const list = useQuery(
    enquiryListQuery({ unread: unreadOnly ? '1' : undefined, page, pageSize: PAGE_SIZE }),
  )
  // The URL holds the filter and page, so a reload or a shared link shows the same list.
  const update = (next: { unread?: boolean; page?: number }) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev)
      if (next.unread !== undefined) next.unread ? p.set('unread', '1') : p.delete('unread')
      next.page && next.page > 1 ? p.set('page', String(next.page)) : p.delete('page')
      return p
    })
  return (
    <div className="grid gap-4">
      <fieldset className="flex gap-2">
        <legend className="sr-only">{t.filter}</legend>
        {[false, true].map((value) => (
          <Button
            key={String(value)}
            size="sm"
            variant={unreadOnly === value ? 'default' : 'outline'}
            aria-pressed={unreadOnly === value}
            onClick={() => update({ unread: value })}
          >
            {value ? t.unreadOnly : t.all}
          </Button>
        ))}
      </fieldset>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t.unreadCount(list.data.unread)}
          </p>
          {list.data.items.length === 0 ? (
            <EmptyState>{unreadOnly ? t.emptyUnread : t.empty}</EmptyState>
          ) : (
            <div className="grid gap-3">
              {list.data.items.map((e) => (
                <EnquiryCard key={e.id} enquiry={e} shopName={shopName} />
              ))}
              <Pagination
                page={page}
                pageSize={PAGE_SIZE}
                total={list.data.total}
                onPage={(p) => update({ page: p })}
              />
            </div>
          )}
        </>
      )}
    </div>
  )
}

export function EnquiriesPage() {
  return (
    <>
      <PageHeader title={t.title} description={t.subtitle} />
      <StoreRequired>
        <EnquiriesContent />
      </StoreRequired>
    </>
  )
}
