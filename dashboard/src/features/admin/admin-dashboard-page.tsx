import { useMe } from '#dashboard/app/session/queries.ts'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { overviewWords as w } from '#dashboard/features/admin-overview/fr.ts'
import { OverviewBoard } from '#dashboard/features/admin-overview/overview-board.tsx'

export function AdminDashboardPage() {
  const me = useMe()
  return (
    <>
      <PageHeader title={w.title} description={me ? w.hello(me.firstName) : w.subtitle} />
      <OverviewBoard />
    </>
  )
}
