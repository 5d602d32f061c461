import { useQuery } from '@tanstack/react-query'
import { UserPlus } from 'lucide-react'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { LinkButton } from '#dashboard/components/link-button.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { EmptyState } from '#dashboard/components/states.tsx'
import type { ReferralOverview } from '#worker/schemas/referrals.ts'
import { t } from './fr.ts'
import { referralOverviewQuery } from './queries.ts'
import { ReferralLinkCard } from './referral-link-card.tsx'
import { ReferralTable, toRows } from './referral-table.tsx'

function ReferralList({ overview }: { overview: ReferralOverview }) {
  const rows = toRows(overview)
  return rows.length === 0 ? <EmptyState>{t.empty}</EmptyState> : <ReferralTable rows={rows} />
}

export function ReferralsPage() {
  const overview = useQuery(referralOverviewQuery())
  return (
    <>
      <PageHeader
        title={t.title}
        description={t.subtitle}
        actions={
          <LinkButton to="/user/referred/add" icon={UserPlus}>
            {t.add}
          </LinkButton>
        }
      />
      <QueryView query={overview}>
        {(data) => (
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
            <ReferralLinkCard code={data.code} link={data.link} />
            <SectionCard title={t.listTitle}>
              <ReferralList overview={data} />
            </SectionCard>
          </div>
        )}
      </QueryView>
    </>
  )
}
