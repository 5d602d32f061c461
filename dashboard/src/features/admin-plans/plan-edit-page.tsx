import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import { toast } from 'sonner'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { NotFound } from '#dashboard/components/not-found.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { ErrorState } from '#dashboard/components/states.tsx'
import { isNotFound } from '#dashboard/lib/api-client.ts'
import { planWords as w } from './fr.ts'
import { PlanForm } from './plan-form.tsx'
import { toPlanFormValues } from './plan-values.ts'
import { adminPlanQuery, useUpdatePlan } from './queries.ts'

const FREE_PLAN_ID = 'pln_free'

export function PlanEditPage() {
  const { planId = '' } = useParams()
  const navigate = useNavigate()
  const plan = useQuery(adminPlanQuery(planId))
  const update = useUpdatePlan(planId)
  if (plan.isPending) return <Spinner />
  if (isNotFound(plan.error)) return <NotFound home="/admin/plan" />
  if (plan.isError) return <ErrorState error={plan.error} onRetry={() => void plan.refetch()} />
  return (
    <>
      <BackLink to={`/admin/plan/view/${planId}`} label={plan.data.name} />
      <PageHeader title={w.editTitle(plan.data.name)} />
      <PlanForm
        defaultValues={toPlanFormValues(plan.data)}
        isFree={planId === FREE_PLAN_ID}
        onSubmit={async (input) => {
          await update.mutateAsync(input)
          toast.success(w.updated)
          await navigate(`/admin/plan/view/${planId}`)
        }}
      />
    </>
  )
}
