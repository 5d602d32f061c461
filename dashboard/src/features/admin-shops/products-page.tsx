import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { DataList, ListPanel } from '#dashboard/components/data-list.tsx'
import { optionsOf } from '#dashboard/components/filter-select.tsx'
import { ListToolbar } from '#dashboard/components/list-toolbar.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { useListParams } from '#dashboard/components/use-list-params.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { useWideScreen } from '#dashboard/lib/use-media-query.ts'
import { type AdminProduct, ProductModerationInput } from '#worker/schemas/admin.ts'
import { productWords as w } from './fr.ts'
import { ProductCards, ProductTable } from './product-list.tsx'
import { adminProductListQuery, adminShopListQuery, useModerateProduct } from './queries.ts'
import { ReasonDialog } from './reason-dialog.tsx'

const PAGE_SIZE = 20
const FILTERS = ['q', 'storeId', 'status'] as const
const statuses = optionsOf(['active', 'unpublished'], w.statuses)

/** Every shop's products: search by name, filter by shop and status, unpublish / republish. */
export function AdminProductsPage() {
  const wide = useWideScreen()
  const { values, filters, page, set, pager } = useListParams(FILTERS, { pageSize: PAGE_SIZE })
  const [target, setTarget] = useState<AdminProduct | null>(null)
  const moderate = useModerateProduct()
  // The shop filter offers the 100 newest shops; a shop picked elsewhere (?storeId=) is added.
  const shops = useQuery(adminShopListQuery({ pageSize: 100 }))
  const list = useQuery(
    adminProductListQuery({
      ...filters,
      status: filters.status as AdminProduct['status'] | undefined,
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
      <ListPanel>
        <ListToolbar
          className="sm:grid-cols-[minmax(0,1fr)_14rem_12rem]"
          values={values}
          onChange={set}
          search={{ label: w.searchLabel, placeholder: w.searchPlaceholder }}
          filters={[
            { key: 'storeId', label: w.filterShop, all: w.allShops, options: shopOptions },
            { key: 'status', label: w.filterStatus, all: w.allStatuses, options: statuses },
          ]}
        />
        <DataList query={list} empty={w.empty} pager={pager}>
          {(items) =>
            wide ? (
              <ProductTable items={items} onModerate={setTarget} />
            ) : (
              <ProductCards items={items} onModerate={setTarget} />
            )
          }
        </DataList>
      </ListPanel>
      <ReasonDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={hiding ? w.unpublishTitle : w.republishTitle}
        description={
          target ? (hiding ? w.unpublishText(target.name) : w.republishText(target.name)) : ''
        }
        reasonLabel={hiding ? w.unpublishReasonLabel : w.reasonLabel}
        confirmLabel={hiding ? w.unpublish : w.republish}
        destructive={hiding}
        status={hiding ? 'unpublished' : 'active'}
        schema={ProductModerationInput}
        onConfirm={async (input) => {
          if (!target) return
          // The shop finds the product wherever it lives, however old (ADR 036).
          await moderate.mutateAsync({ id: target.id, storeId: target.shop.id, ...input })
          toast.success(hiding ? w.unpublished : w.republished)
          setTarget(null)
        }}
      />
    </>
  )
}
