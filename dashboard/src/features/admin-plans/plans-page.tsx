import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { LinkButton } from '#dashboard/components/link-button.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { EmptyState } from '#dashboard/components/states.tsx'
import { Card, CardContent } from '#dashboard/components/ui/card.tsx'
import { planWords as w } from './fr.ts'
import { PlanTable } from './plan-table.tsx'
import { adminPlanListQuery } from './queries.ts'

export function PlansPage() {
  const list = useQuery(adminPlanListQuery())
  return (
    <>
      <PageHeader
        title={w.title}
        description={w.subtitle}
        actions={
          <LinkButton to="/admin/plan/add" icon={Plus}>
            {w.add}
          </LinkButton>
        }
      />
      <Card>
        <CardContent>
          <QueryView query={list}>
            {(plans) =>
              plans.length === 0 ? <EmptyState>{w.empty}</EmptyState> : <PlanTable items={plans} />
            }
          </QueryView>
        </CardContent>
      </Card>
    </>
  )
}
