import { AppLayout } from '#dashboard/components/app-layout.tsx'
import { NotificationBell } from '#dashboard/features/notifications/notification-bell.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { ADMIN_NAV } from './admin-nav.ts'
import { UserMenu } from './user-menu.tsx'

export function AdminShell() {
  return (
    <AppLayout
      nav={ADMIN_NAV}
      home="/admin/dashboard"
      areaLabel={fr.nav.adminArea}
      actions={
        <>
          <NotificationBell scope="admin" />
          <UserMenu />
        </>
      }
    />
  )
}
