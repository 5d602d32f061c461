import { useQuery } from '@tanstack/react-query'
import { Bell, CreditCard, Layers, Store, Users } from 'lucide-react'
import { Link } from 'react-router'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#dashboard/components/ui/card.tsx'
import { useMe } from '#dashboard/features/auth/queries.ts'
import { unreadNotificationsQuery } from '#dashboard/features/notifications/queries.ts'
import { fr } from '#dashboard/lib/fr.ts'

const SECTIONS = [
  { label: fr.nav.users, to: '/admin/users', icon: Users },
  { label: fr.nav.shops, to: '/admin/shops', icon: Store },
  { label: fr.nav.subscriptions, to: '/admin/subscription', icon: CreditCard },
  { label: fr.nav.plans, to: '/admin/plan', icon: Layers },
]

export function AdminDashboardPage() {
  const me = useMe()
  const unread = useQuery(unreadNotificationsQuery('admin')).data?.length
  return (
    <>
      <PageHeader
        title={fr.dashboard.adminTitle}
        description={me ? fr.dashboard.hello(me.firstName) : fr.dashboard.adminSubtitle}
      />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {SECTIONS.map(({ label, to, icon: Icon }) => (
          <Card key={to} className="p-0 transition-colors hover:border-primary/40">
            <Link to={to} className="flex items-center gap-3 rounded-xl p-5 font-medium">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              {label}
            </Link>
          </Card>
        ))}
      </div>
      <Card className="mt-6">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Bell className="size-4" aria-hidden="true" />
            {fr.notifications.label}
          </CardTitle>
          <CardDescription>
            {unread === undefined ? fr.app.loading : fr.notifications.unread(unread)}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <p className="text-sm text-muted-foreground">{fr.dashboard.adminWelcome}</p>
        </CardContent>
      </Card>
    </>
  )
}
