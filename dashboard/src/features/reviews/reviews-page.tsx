import { useQuery } from '@tanstack/react-query'
import { StoreRequired } from '#dashboard/app/shop/store-required.tsx'
import { DataList } from '#dashboard/components/data-list.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { useListParams } from '#dashboard/components/use-list-params.ts'
import { PlanNotice, usePausedByPlan } from '#dashboard/features/settings/plan-notice.tsx'
import { t } from './fr.ts'
import { reviewListQuery } from './queries.ts'
import { ReviewCard } from './review-card.tsx'

const PAGE_SIZE = 20
const FILTERS = ['hidden'] as const
const CHOICES = [
  ['', t.all],
  ['0', t.visible],
  ['1', t.hiddenOnly],
] as const

function ReviewsContent() {
  const { values, page, set, pager } = useListParams(FILTERS, { pageSize: PAGE_SIZE, push: true })
  const hidden = values.hidden === '1' || values.hidden === '0' ? values.hidden : undefined
  const list = useQuery(reviewListQuery({ hidden, page, pageSize: PAGE_SIZE }))
  // A plan without reviews keeps them here, answerable and hideable, but off the shop (issue 26).
  const pausedPlan = usePausedByPlan((l) => !l.reviews)
  return (
    <div className="grid gap-4">
      {pausedPlan && <PlanNotice message={t.pausedByPlan(pausedPlan)} upgrade={t.upgrade} />}
      <fieldset className="flex gap-2">
        <legend className="sr-only">{t.filter}</legend>
        {CHOICES.map(([value, label]) => (
          <Button
            key={value}
            size="sm"
            variant={(hidden ?? '') === value ? 'default' : 'outline'}
            aria-pressed={(hidden ?? '') === value}
            onClick={() => set({ hidden: value })}
          >
            {label}
          </Button>
        ))}
      </fieldset>
      <DataList query={list} empty={t.empty} pager={pager} className="grid gap-3">
        {(items) => items.map((r) => <ReviewCard key={r.id} review={r} />)}
      </DataList>
    </div>
  )
}

export function ReviewsPage() {
  return (
    <>
      <PageHeader title={t.title} description={t.subtitle} />
      <StoreRequired>
        <ReviewsContent />
      </StoreRequired>
    </>
  )
}
