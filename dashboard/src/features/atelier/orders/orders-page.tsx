import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { DataList, ListPanel } from '#dashboard/components/data-list.tsx'
import { LinkButton } from '#dashboard/components/link-button.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { SearchField } from '#dashboard/components/search-field.tsx'
import { useListParams } from '#dashboard/components/use-list-params.ts'
import { useWideScreen } from '#dashboard/lib/use-media-query.ts'
import { TailoringStage } from '#worker/schemas/atelier/orders.ts'
import { orderPaths } from '../shell/paths/orders.ts'
import { orderWords } from './fr.ts'
import { OrderCards, OrderTable } from './order-list.tsx'
import { tailoringOrdersQuery } from './queries.ts'
import { StageChips } from './stage-chips.tsx'

const w = orderWords.list
const PAGE_SIZE = 20
const FILTERS = ['q', 'stage', 'late'] as const

/** `orders/orders`: every tailoring order, filtered by stage chip and searched. */
export function TailoringOrdersPage() {
  const wide = useWideScreen()
  const { values, page, set, pager } = useListParams(FILTERS, { pageSize: PAGE_SIZE })
  const stage = TailoringStage.safeParse(values.stage).data
  const late = values.late === '1' ? '1' : undefined
  const list = useQuery(
    tailoringOrdersQuery({ q: values.q || undefined, stage, late, page, pageSize: PAGE_SIZE }),
  )
  return (
    <>
      <PageHeader
        title={w.title}
        description={w.subtitle}
        actions={
          <LinkButton to={orderPaths.add} icon={Plus}>
            {w.add}
          </LinkButton>
        }
      />
      <ListPanel>
        <SearchField
          label={w.search}
          placeholder={w.searchPlaceholder}
          value={values.q}
          onSearch={(q) => set({ q })}
        />
        <StageChips stage={stage ?? ''} late={late ?? ''} onChange={set} />
        <DataList query={list} empty={w.empty} pager={pager}>
          {(items) => (wide ? <OrderTable items={items} /> : <OrderCards items={items} />)}
        </DataList>
      </ListPanel>
    </>
  )
}
