import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { NotFound } from '#dashboard/components/not-found.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { ErrorState } from '#dashboard/components/states.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#dashboard/components/ui/card.tsx'
import { isNotFound } from '#dashboard/lib/api-client.ts'
import { subscriptionWords as w } from './fr.ts'
import { adminSubscriptionQuery } from './queries.ts'
import { SubscriptionStatusBadge } from './status-badges.tsx'
import { LimitsFacts, ShopFacts, ShopRequests, SubscriptionFacts } from './subscription-cards.tsx'
import { SubscriptionStatusForm } from './subscription-status-form.tsx'

function SubscriptionDetail({ subsId }: { subsId: string }) {
  const sub = useQuery(adminSubscriptionQuery(subsId))
  if (sub.isPending) return <Spinner />
  if (isNotFound(sub.error)) return <NotFound home="/admin/subscription" />
  if (sub.isError) return <ErrorState error={sub.error} onRetry={() => void sub.refetch()} />
  const s = sub.data
  return (
    <>
      <PageHeader
        title={s.shop.name}
        description={s.plan.name}
        actions={<SubscriptionStatusBadge status={s.status} />}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid gap-6">
          <SubscriptionFacts sub={s} />
          <LimitsFacts sub={s} />
          <ShopRequests requests={s.requests} />
        </div>
        <div className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{w.statusTitle}</CardTitle>
            </CardHeader>
            <CardContent>
              {/* Keyed: after a change the form starts again from the new status. */}
              <SubscriptionStatusForm key={`${s.status}-${s.updatedAt}`} sub={s} />
            </CardContent>
          </Card>
          <ShopFacts sub={s} />
        </div>
      </div>
    </>
  )
}

export function SubscriptionDetailPage() {
  const { subsId = '' } = useParams()
  return (
    <>
      <BackLink to="/admin/subscription" label={w.title} />
      <SubscriptionDetail subsId={subsId} />
    </>
  )
}
