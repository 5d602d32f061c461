import { useQuery } from '@tanstack/react-query'
import { Check, Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { toast } from 'sonner'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { ConfirmDialog } from '#dashboard/components/confirm-dialog.tsx'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { NotFound } from '#dashboard/components/not-found.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { ErrorState } from '#dashboard/components/states.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#dashboard/components/ui/card.tsx'
import { errorMessage, isNotFound } from '#dashboard/lib/api-client.ts'
import { formatDate } from '#dashboard/lib/utils.ts'
import type { AdminPlan } from '#worker/schemas/plans.ts'
import { Facts } from './facts.tsx'
import { planWords as w } from './fr.ts'
import { PlanPrice } from './plan-price.tsx'
import { PlanStatusBadge } from './plan-table.tsx'
import { adminPlanQuery, useDeletePlan } from './queries.ts'

function PlanDetail({ plan }: { plan: AdminPlan }) {
  const navigate = useNavigate()
  const remove = useDeletePlan()
  const [confirming, setConfirming] = useState(false)
  const isFree = plan.id === 'pln_free'
  const deletable = !isFree && plan.subscriptions === 0
  const onDelete = async () => {
    try {
      await remove.mutateAsync(plan.id)
      toast.success(w.deleted)
      await navigate('/admin/plan')
    } catch (error) {
      toast.error(errorMessage(error))
      setConfirming(false)
    }
  }
  return (
    <>
      <PageHeader
        title={plan.name}
        description={<PlanStatusBadge active={plan.active} />}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={`/admin/plan/${plan.id}`}>
                <Pencil aria-hidden="true" />
                {w.edit}
              </Link>
            </Button>
            {deletable && (
              <Button variant="destructive" onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden="true" />
                {w.delete}
              </Button>
            )}
          </>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{w.details}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <Facts
              rows={[
                [w.price, <PlanPrice key="p" plan={plan} />],
                [w.discountRate, plan.discountRate > 0 ? `${plan.discountRate} %` : w.noDiscount],
                [w.billingCycle, w.cycles[plan.billingCycle]],
                [w.code, <code key="c">{plan.code}</code>],
                [w.updatedAt, formatDate(plan.updatedAt)],
              ]}
            />
            <ul className="grid gap-2 border-t pt-4 text-sm">
              {plan.description.map((line) => (
                <li key={line} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  {line}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <div className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{w.limits}</CardTitle>
            </CardHeader>
            <CardContent>
              <Facts
                rows={[
                  [w.maxProducts, plan.limits.maxProducts?.toLocaleString('fr-FR') ?? w.unlimited],
                  [w.maxImages, String(plan.limits.maxImagesPerProduct)],
                  [w.customDomain, plan.limits.customDomain ? w.yes : w.no],
                ]}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{w.subscribers}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3 text-sm">
              <p>{w.subscribersCount(plan.subscribers, plan.subscriptions)}</p>
              {!deletable && (
                <p className="text-muted-foreground">{isFree ? w.freePlan : w.cannotDelete}</p>
              )}
              <Button asChild variant="outline" className="w-fit">
                <Link to={`/admin/subscription?planCode=${encodeURIComponent(plan.code)}`}>
                  {w.seeSubscriptions}
                </Link>
              </Button>
            </CardContent>
          </Card>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        description={w.deleteText(plan.name)}
        pending={remove.isPending}
        onConfirm={() => void onDelete()}
      />
    </>
  )
}

export function PlanViewPage() {
  const { planId = '' } = useParams()
  const plan = useQuery(adminPlanQuery(planId))
  return (
    <>
      <BackLink to="/admin/plan" label={w.backToList} />
      {plan.isPending ? (
        <Spinner />
      ) : isNotFound(plan.error) ? (
        <NotFound home="/admin/plan" />
      ) : plan.isError ? (
        <ErrorState error={plan.error} onRetry={() => void plan.refetch()} />
      ) : (
        <PlanDetail plan={plan.data} />
      )}
    </>
  )
}
