import { useNavigate } from 'react-router'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { toast } from '#dashboard/lib/toast.ts'
import { planWords as w } from './fr.ts'
import { PlanForm } from './plan-form.tsx'
import { useCreatePlan } from './queries.ts'

export function PlanNewPage() {
  const navigate = useNavigate()
  const create = useCreatePlan()
  return (
    <>
      <BackLink to="/admin/plan" label={w.backToList} />
      <PageHeader title={w.newTitle} />
      <PlanForm
        onSubmit={async (input) => {
          const plan = await create.mutateAsync(input)
          toast.success(w.created)
          await navigate(`/admin/plan/view/${plan.id}`)
        }}
      />
    </>
  )
}
