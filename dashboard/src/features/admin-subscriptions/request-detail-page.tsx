import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { NotFound } from '#dashboard/components/not-found.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { ErrorState } from '#dashboard/components/states.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#dashboard/components/ui/card.tsx'
import { Facts } from '#dashboard/features/admin-plans/facts.tsx'
import { PlanPrice } from '#dashboard/features/admin-plans/plan-price.tsx'
import { isNotFound } from '#dashboard/lib/api-client.ts'
import { formatDateTime } from '#dashboard/lib/utils.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import type { AdminPlanRequest } from '#worker/schemas/plans.ts'
import { subscriptionWords as w } from './fr.ts'
import { planRequestQuery } from './queries.ts'
import { RequestDecision } from './request-decision.tsx'
import { RequestStatusBadge, SubscriptionStatusBadge } from './status-badges.tsx'

function ClaimCard({ r }: { r: AdminPlanRequest }) {
  const paid = r.amount !== null && r.currency ? formatMoney(r.amount, r.currency) : null
  return (
    <Card>
      <CardHeader>
        <CardTitle>{w.claim}</CardTitle>
      </CardHeader>
      <CardContent>
        <Facts
          rows={[
            [w.fullName, r.fullName],
            [w.phone, `+${r.phone}`],
            [
              w.transactionId,
              r.transactionId ? <code key="t">{r.transactionId}</code> : w.noTransaction,
            ],
            paid ? [w.amountPaid, paid] : [w.amountDue, <PlanPrice key="a" plan={r.plan} />],
            [w.sentOn, formatDateTime(r.createdAt)],
          ]}
        />
      </CardContent>
    </Card>
  )
}

function PlansCard({ r }: { r: AdminPlanRequest }) {
  const shop = r.subscriptionId ? (
    <Link to={`/admin/subscription/${r.subscriptionId}`} className="underline">
      {r.shop.name}
    </Link>
  ) : (
    r.shop.name
  )
  const current = r.currentPlan && (
    <span className="inline-flex flex-wrap items-center gap-2">
      {r.currentPlan.name}
      {r.currentStatus && <SubscriptionStatusBadge status={r.currentStatus} />}
    </span>
  )
  return (
    <Card>
      <CardHeader>
        <CardTitle>{w.plan}</CardTitle>
      </CardHeader>
      <CardContent>
        <Facts
          rows={[
            [w.shop, shop],
            [w.asked, r.plan.name],
            [w.current, current ?? '—'],
          ]}
        />
      </CardContent>
    </Card>
  )
}

function RequestDetail({ id }: { id: string }) {
  const request = useQuery(planRequestQuery(id))
  if (request.isPending) return <Spinner />
  if (isNotFound(request.error)) return <NotFound home="/admin/subscription/requested" />
  if (request.isError)
    return <ErrorState error={request.error} onRetry={() => void request.refetch()} />
  const r = request.data
  return (
    <>
      <PageHeader
        title={w.requestTitle(r.shop.name)}
        description={`${w.asked} : ${r.plan.name}`}
        actions={<RequestStatusBadge status={r.status} />}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid gap-6">
          <ClaimCard r={r} />
          <PlansCard r={r} />
        </div>
        <Card>
          <CardHeader>
            <CardTitle>{w.decision}</CardTitle>
          </CardHeader>
          <CardContent>
            <RequestDecision request={r} />
          </CardContent>
        </Card>
      </div>
    </>
  )
}

export function RequestDetailPage() {
  const { subsId = '' } = useParams()
  return (
    <>
      <BackLink to="/admin/subscription/requested" label={w.requestsTitle} />
      <RequestDetail id={subsId} />
    </>
  )
}
