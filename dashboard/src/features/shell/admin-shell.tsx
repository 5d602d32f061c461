import { AppLayout } from '#dashboard/components/app-layout.tsx'
import { UserMenu } from '#dashboard/components/user-menu.tsx'
import { NotificationBell } from '#dashboard/features/notifications/notification-bell.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { ADMIN_NAV } from './nav.ts'

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
