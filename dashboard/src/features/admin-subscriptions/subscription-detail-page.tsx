import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { subscriptionWords as w } from './fr.ts'
import { adminSubscriptionQuery } from './queries.ts'
import { SubscriptionStatusBadge } from './status-badges.tsx'
import { LimitsFacts, ShopFacts, ShopRequests, SubscriptionFacts } from './subscription-cards.tsx'
import { SubscriptionStatusForm } from './subscription-status-form.tsx'

function SubscriptionDetail({ subsId }: { subsId: string }) {
  const sub = useQuery(adminSubscriptionQuery(subsId))
  return (
    <QueryView query={sub} notFoundHome="/admin/subscription">
      {(s) => (
        <>
          <PageHeader
            title={s.shop.name}
            description={s.plan.name}
            actions={<SubscriptionStatusBadge status={s.status} />}
          />
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="grid gap-6">
              <SubscriptionFacts sub={s} />
              <LimitsFacts sub={s} />
              <ShopRequests requests={s.requests} />
            </div>
            <div className="grid gap-6">
              <SectionCard title={w.statusTitle}>
                {/* Keyed: after a change the form starts again from the new status. */}
                <SubscriptionStatusForm key={`${s.status}-${s.updatedAt}`} sub={s} />
              </SectionCard>
              <ShopFacts sub={s} />
            </div>
          </div>
        </>
      )}
    </QueryView>
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
