import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { Link } from 'react-router'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { EmptyState, ErrorState } from '#dashboard/components/states.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
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
          <Button asChild>
            <Link to="/admin/plan/add">
              <Plus aria-hidden="true" />
              {w.add}
            </Link>
          </Button>
        }
      />
      <Card>
        <CardContent>
          {list.isPending ? (
            <Spinner />
          ) : list.isError ? (
            <ErrorState error={list.error} onRetry={() => void list.refetch()} />
          ) : list.data.length === 0 ? (
            <EmptyState>{w.empty}</EmptyState>
          ) : (
            <PlanTable items={list.data} />
          )}
        </CardContent>
      </Card>
    </>
  )
}
