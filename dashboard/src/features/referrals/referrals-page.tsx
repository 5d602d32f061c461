import { useQuery } from '@tanstack/react-query'
import { UserPlus } from 'lucide-react'
import { Link } from 'react-router'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { EmptyState, ErrorState } from '#dashboard/components/states.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#dashboard/components/ui/card.tsx'
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
          <Button asChild>
            <Link to="/user/referred/add">
              <UserPlus aria-hidden="true" />
              {t.add}
            </Link>
          </Button>
        }
      />
      {overview.isPending ? (
        <Spinner />
      ) : overview.isError ? (
        <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
          <ReferralLinkCard code={overview.data.code} link={overview.data.link} />
          <Card>
            <CardHeader>
              <CardTitle>{t.listTitle}</CardTitle>
            </CardHeader>
            <CardContent>
              <ReferralList overview={overview.data} />
            </CardContent>
          </Card>
        </div>
      )}
    </>
  )
}
