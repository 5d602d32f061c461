import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { toast } from '#dashboard/lib/toast.ts'
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
  return (
    <QueryView query={plan} notFoundHome="/admin/plan">
      {(p) => (
        <>
          <BackLink to={`/admin/plan/view/${planId}`} label={p.name} />
          <PageHeader title={w.editTitle(p.name)} />
          <PlanForm
            defaultValues={toPlanFormValues(p)}
            isFree={planId === FREE_PLAN_ID}
            onSubmit={async (input) => {
              await update.mutateAsync(input)
              toast.success(w.updated)
              await navigate(`/admin/plan/view/${planId}`)
            }}
          />
        </>
      )}
    </QueryView>
  )
}
