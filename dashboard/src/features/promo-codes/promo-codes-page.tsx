import { useQuery } from '@tanstack/react-query'
import { TicketPercent } from 'lucide-react'
import { useState } from 'react'
import { StoreRequired } from '#dashboard/app/shop/store-required.tsx'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { ErrorState } from '#dashboard/components/states.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { PlanNotice, usePausedByPlan } from '#dashboard/features/settings/plan-notice.tsx'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import type { PromoCode } from '#worker/schemas/promo-codes.ts'
import { frPromo as t } from './fr.ts'
import { PromoForm } from './promo-form.tsx'
import { promoCodesQuery, useRemovePromo } from './queries.ts'

const discountOf = (p: PromoCode, currency: string) =>
  p.kind === 'percent' ? `${p.value} %` : formatMoney(p.value, currency)

/** Each code with its uses, the sales it brought and the discount it cost. */
export function PromoList({
  items,
  currency,
  onEdit,
}: {
  items: PromoCode[]
  currency: string
  onEdit?: (code: PromoCode) => void
}) {
  const remove = useRemovePromo()
  if (items.length === 0) return <p className="mb-4 text-sm text-muted-foreground">{t.empty}</p>
  return (
    <div className="mb-6 overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="text-left text-muted-foreground">
          <tr>
            <th className="py-2">{t.code}</th>
            <th>{t.value}</th>
            <th className="text-right">{t.uses}</th>
            <th className="text-right">{t.revenue}</th>
            <th className="text-right">{t.discountGiven}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {items.map((p) => (
            <tr key={p.id} className="border-t">
              <td className="py-2 font-medium">
                {p.code}
                {p.active ? '' : ` (${t.off})`}
              </td>
              <td>
                {discountOf(p, currency)}
                {p.freeDelivery ? ` · ${t.freeDelivery}` : ''}
              </td>
              <td className="text-right tabular-nums">
                {p.uses}
                {p.maxUses === null ? '' : ` / ${p.maxUses}`}
              </td>
              <td className="text-right tabular-nums">{formatMoney(p.revenue, currency)}</td>
              <td className="text-right tabular-nums">{formatMoney(p.discountGiven, currency)}</td>
              <td className="text-right whitespace-nowrap">
                {onEdit ? (
                  <Button
                    type="button"
                    variant="ghost"
                    aria-label={t.editTitle(p.code)}
                    onClick={() => onEdit(p)}
                  >
                    {t.edit}
                  </Button>
                ) : null}
                <Button
                  type="button"
                  variant="ghost"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(p.id, {
                      onSuccess: () => toast.success(t.removed),
                      onError: (error) => toast.error(errorMessage(error)),
                    })
                  }
                >
                  {t.remove}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function PromoView() {
  const list = useQuery(promoCodesQuery())
  const [editing, setEditing] = useState<PromoCode | null>(null)
  // A plan without codes keeps them listed, but none applies at checkout (issue 26).
  const pausedPlan = usePausedByPlan((l) => l.maxPromoCodes === 0)
  if (list.isPending) return <Spinner />
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />
  const { items, currency } = list.data
  return (
    <SectionCard icon={TicketPercent} title={t.listTitle} description={t.subtitle} region>
      {pausedPlan && <PlanNotice message={t.pausedByPlan(pausedPlan)} upgrade={t.upgrade} />}
      <PromoList items={items} currency={currency} onEdit={setEditing} />
      {/* Keyed by the code: another "Modifier" starts a fresh form with that code's values. */}
      {editing ? (
        <PromoForm
          key={editing.id}
          editing={editing}
          currency={currency}
          onDone={() => setEditing(null)}
        />
      ) : (
        <PromoForm currency={currency} />
      )}
    </SectionCard>
  )
}

/** Marketing › Codes promo (issue 26). */
export function PromoCodesPage() {
  return (
    <>
      <PageHeader title={t.title} description={t.subtitle} />
      <StoreRequired>
        <PromoView />
      </StoreRequired>
    </>
  )
}
