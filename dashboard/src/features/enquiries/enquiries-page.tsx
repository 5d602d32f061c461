import { useQuery } from '@tanstack/react-query'
import { useMyStore } from '#dashboard/app/shop/queries.ts'
import { StoreRequired } from '#dashboard/app/shop/store-required.tsx'
import { DataList } from '#dashboard/components/data-list.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { useListParams } from '#dashboard/components/use-list-params.ts'
import { EnquiryCard } from './enquiry-card.tsx'
import { t } from './fr.ts'
import { enquiryListQuery } from './queries.ts'

const PAGE_SIZE = 20
const FILTERS = ['unread'] as const

function EnquiriesContent() {
  // Each filter change is a history entry: Back returns to the previous filter.
  const { values, page, set, pager } = useListParams(FILTERS, { pageSize: PAGE_SIZE, push: true })
  const unreadOnly = values.unread === '1'
  const shopName = useMyStore().data?.name ?? ''
  const list = useQuery(
    enquiryListQuery({ unread: unreadOnly ? '1' : undefined, page, pageSize: PAGE_SIZE }),
  )
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
            onClick={() => set({ unread: value ? '1' : '' })}
          >
            {value ? t.unreadOnly : t.all}
          </Button>
        ))}
      </fieldset>
      {list.isSuccess && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t.unreadCount(list.data.unread)}
        </p>
      )}
      <DataList
        query={list}
        empty={unreadOnly ? t.emptyUnread : t.empty}
        pager={pager}
        className="grid gap-3"
      >
        {(items) => items.map((e) => <EnquiryCard key={e.id} enquiry={e} shopName={shopName} />)}
      </DataList>
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
