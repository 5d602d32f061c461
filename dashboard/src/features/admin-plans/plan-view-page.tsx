import { useQuery } from '@tanstack/react-query'
import { Pencil } from 'lucide-react'
import { useNavigate, useParams } from 'react-router'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { CheckList } from '#dashboard/components/check-list.tsx'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { DeleteButton } from '#dashboard/components/detail-actions.tsx'
import { LinkButton } from '#dashboard/components/link-button.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { toast } from '#dashboard/lib/toast.ts'
import { formatDate } from '#dashboard/lib/utils.ts'
import { PLAN_SWITCH_KEYS, SWITCH_LABEL } from '#worker/schemas/plan-capabilities.ts'
import type { AdminPlan } from '#worker/schemas/plans.ts'
import { Facts } from './facts.tsx'
import { planWords as w } from './fr.ts'
import { PlanPrice } from './plan-price.tsx'
import { PlanStatusBadge } from './plan-table.tsx'
import { adminPlanQuery, useDeletePlan } from './queries.ts'

function PlanDetail({ plan }: { plan: AdminPlan }) {
  const navigate = useNavigate()
  const remove = useDeletePlan()
  const isFree = plan.id === 'pln_free'
  const deletable = !isFree && plan.subscriptions === 0
  return (
    <>
      <PageHeader
        title={plan.name}
        description={<PlanStatusBadge active={plan.active} />}
        actions={
          <>
            <LinkButton to={`/admin/plan/${plan.id}`} variant="outline" icon={Pencil}>
              {w.edit}
            </LinkButton>
            {deletable && (
              <DeleteButton
                variant="destructive"
                label={w.delete}
                description={w.deleteText(plan.name)}
                pending={remove.isPending}
                onDelete={async () => {
                  await remove.mutateAsync(plan.id)
                  toast.success(w.deleted)
                  await navigate('/admin/plan')
                }}
              />
            )}
          </>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <SectionCard title={w.details} contentClassName="grid gap-4">
          <Facts
            rows={[
              [w.price, <PlanPrice key="p" plan={plan} />],
              [w.discountRate, plan.discountRate > 0 ? `${plan.discountRate} %` : w.noDiscount],
              [w.billingCycle, w.cycles[plan.billingCycle]],
              [w.code, <code key="c">{plan.code}</code>],
              [w.updatedAt, formatDate(plan.updatedAt)],
            ]}
          />
          <CheckList items={plan.description} className="border-t pt-4" />
        </SectionCard>
        <div className="grid gap-6">
          <SectionCard title={w.limits}>
            <Facts
              rows={[
                [w.maxProducts, plan.limits.maxProducts?.toLocaleString('fr-FR') ?? w.unlimited],
                [w.maxImages, String(plan.limits.maxImagesPerProduct)],
                [w.maxStaffSeats, String(plan.limits.maxStaffSeats)],
                [w.maxCouriers, String(plan.limits.maxCouriers)],
                [
                  w.maxPromoCodes,
                  plan.limits.maxPromoCodes?.toLocaleString('fr-FR') ?? w.unlimited,
                ],
                ...PLAN_SWITCH_KEYS.map(
                  (k) => [SWITCH_LABEL[k], plan.limits[k] ? w.yes : w.no] as [string, string],
                ),
              ]}
            />
          </SectionCard>
          <SectionCard title={w.subscribers} contentClassName="grid gap-3 text-sm">
            <p>{w.subscribersCount(plan.subscribers, plan.subscriptions)}</p>
            {!deletable && (
              <p className="text-muted-foreground">{isFree ? w.freePlan : w.cannotDelete}</p>
            )}
            <LinkButton
              to={`/admin/subscription?planCode=${encodeURIComponent(plan.code)}`}
              variant="outline"
              className="w-fit"
            >
              {w.seeSubscriptions}
            </LinkButton>
          </SectionCard>
        </div>
      </div>
    </>
  )
}

export function PlanViewPage() {
  const { planId = '' } = useParams()
  const plan = useQuery(adminPlanQuery(planId))
  return (
    <>
      <BackLink to="/admin/plan" label={w.backToList} />
      <QueryView query={plan} notFoundHome="/admin/plan">
        {(data) => <PlanDetail plan={data} />}
      </QueryView>
    </>
  )
}
