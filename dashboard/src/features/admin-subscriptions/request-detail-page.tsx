import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { Facts } from '#dashboard/features/admin-plans/facts.tsx'
import { PlanPrice } from '#dashboard/features/admin-plans/plan-price.tsx'
import { formatPhone } from '#dashboard/lib/phone.ts'
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
    <SectionCard title={w.claim}>
      <Facts
        rows={[
          [w.fullName, r.fullName],
          [w.phone, formatPhone(r.phone)],
          [
            w.transactionId,
            r.transactionId ? <code key="t">{r.transactionId}</code> : w.noTransaction,
          ],
          paid ? [w.amountPaid, paid] : [w.amountDue, <PlanPrice key="a" plan={r.plan} />],
          [w.sentOn, formatDateTime(r.createdAt)],
        ]}
      />
    </SectionCard>
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
    <SectionCard title={w.plan}>
      <Facts
        rows={[
          [w.shop, shop],
          [w.asked, r.plan.name],
          [w.current, current ?? '—'],
        ]}
      />
    </SectionCard>
  )
}

function RequestDetail({ id }: { id: string }) {
  const request = useQuery(planRequestQuery(id))
  return (
    <QueryView query={request} notFoundHome="/admin/subscription/requested">
      {(r) => (
        <>
          <PageHeader
            title={w.requestTitle(r.shop.name)}
            description={`${w.asked} : ${r.plan.name}`}
            actions={<RequestStatusBadge status={r.status} />}
          />
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="grid gap-6">
              <ClaimCard r={r} />
              <PlansCard r={r} />
            </div>
            <SectionCard title={w.decision}>
              <RequestDecision request={r} />
            </SectionCard>
          </div>
        </>
      )}
    </QueryView>
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
