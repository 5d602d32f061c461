import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { toast } from 'sonner'
import { FilterSelect } from '#dashboard/components/filter-select.tsx'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { Pagination } from '#dashboard/components/pagination.tsx'
import { EmptyState, ErrorState } from '#dashboard/components/states.tsx'
import { Card, CardContent } from '#dashboard/components/ui/card.tsx'
import { useWideScreen } from '#dashboard/features/orders/use-media-query.ts'
import { type AdminProduct, ProductModerationInput } from '#worker/schemas/admin.ts'
import { productWords as w } from './fr.ts'
import { ProductCards, ProductTable } from './product-list.tsx'
import { adminProductListQuery, adminShopListQuery, useModerateProduct } from './queries.ts'
import { ReasonDialog } from './reason-dialog.tsx'
import { SearchField } from './search-field.tsx'
import { useListParams } from './use-list-params.ts'

const PAGE_SIZE = 20
const FILTERS = ['q', 'storeId', 'status'] as const

/** Every shop's products: search by name, filter by shop and status, unpublish / republish. */
export function AdminProductsPage() {
  const id = useId()
  const wide = useWideScreen()
  const { values, page, set } = useListParams(FILTERS)
  const [target, setTarget] = useState<AdminProduct | null>(null)
  const moderate = useModerateProduct()
  // The shop filter offers the 100 newest shops; a shop picked elsewhere (?storeId=) is added.
  const shops = useQuery(adminShopListQuery({ pageSize: 100 }))
  const list = useQuery(
    adminProductListQuery({
      q: values.q || undefined,
      storeId: values.storeId || undefined,
      status: (values.status || undefined) as AdminProduct['status'] | undefined,
      page,
      pageSize: PAGE_SIZE,
    }),
  )
  const shopOptions = (shops.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }))
  const picked = list.data?.items[0]?.shop
  if (values.storeId && !shopOptions.some((o) => o.value === values.storeId) && picked)
    shopOptions.unshift({ value: picked.id, label: picked.name })
  const hiding = target?.status === 'active'
  return (
    <>
      <PageHeader title={w.title} description={w.subtitle} />
      <Card>
        <CardContent className="grid gap-4">
          <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem_12rem]">
            <SearchField
              id={`${id}-q`}
              label={w.searchLabel}
              placeholder={w.searchPlaceholder}
              value={values.q}
              onSearch={(q) => set({ q })}
            />
            <FilterSelect
              id={`${id}-shop`}
              label={w.filterShop}
              value={values.storeId}
              onChange={(storeId) => set({ storeId })}
              options={[{ value: '', label: w.allShops }, ...shopOptions]}
            />
            <FilterSelect
              id={`${id}-status`}
              label={w.filterStatus}
              value={values.status}
              onChange={(status) => set({ status })}
              options={[
                { value: '', label: w.allStatuses },
                { value: 'active', label: w.statuses.active },
                { value: 'unpublished', label: w.statuses.unpublished },
              ]}
            />
          </div>
          {list.isPending ? (
            <Spinner />
          ) : list.isError ? (
            <ErrorState error={list.error} onRetry={() => void list.refetch()} />
          ) : list.data.items.length === 0 ? (
            <EmptyState>{w.empty}</EmptyState>
          ) : (
            <div>
              {wide ? (
                <ProductTable items={list.data.items} onModerate={setTarget} />
              ) : (
                <ProductCards items={list.data.items} onModerate={setTarget} />
              )}
              <Pagination
                page={page}
                pageSize={PAGE_SIZE}
                total={list.data.total}
                onPage={(p) => set({ page: p })}
              />
            </div>
          )}
        </CardContent>
      </Card>
      <ReasonDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={hiding ? w.unpublishTitle : w.republishTitle}
        description={
          target ? (hiding ? w.unpublishText(target.name) : w.republishText(target.name)) : ''
        }
        reasonLabel={w.reasonLabel}
        confirmLabel={hiding ? w.unpublish : w.republish}
        destructive={hiding}
        status={hiding ? 'unpublished' : 'active'}
        schema={ProductModerationInput}
        onConfirm={async (input) => {
          if (!target) return
          await moderate.mutateAsync({ id: target.id, ...input })
          toast.success(hiding ? w.unpublished : w.republished)
          setTarget(null)
        }}
      />
    </>
  )
}
