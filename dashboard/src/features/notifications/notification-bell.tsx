import { useQuery } from '@tanstack/react-query'
import { Bell } from 'lucide-react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '#dashboard/components/ui/button.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { logError } from '#dashboard/lib/utils.ts'
import {
  type NotificationScope,
  notificationTarget,
  unreadNotificationsQuery,
  useOpenNotification,
} from './queries.ts'

const loadMenu = () => import('./notification-menu.tsx')
// Radix's dropdown and its positioning come with the first click, not with every page's shell
// (ADR 026); hovering the bell starts the download.
const NotificationMenu = lazy(async () => ({ default: (await loadMenu()).NotificationMenu }))

export function NotificationBell({
  scope,
  enabled = true,
}: {
  scope: NotificationScope
  enabled?: boolean
}) {
  const navigate = useNavigate()
  const { data = [], error } = useQuery({ ...unreadNotificationsQuery(scope), enabled })
  const open = useOpenNotification(scope)
  // Notification failures are only logged.
  useEffect(() => {
    if (error) logError(error)
  }, [error])

  const onSelect = async (id: string) => {
    try {
      const target = notificationTarget(scope, await open.mutateAsync(id))
      if (target) await navigate(target)
    } catch (err) {
      logError(err)
    }
  }

  const [opened, setOpened] = useState(false)
  const count = data.length
  const bell = (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      aria-label={`${fr.notifications.label} (${fr.notifications.unread(count)})`}
      onPointerEnter={() => void loadMenu()}
      onClick={opened ? undefined : () => setOpened(true)}
    >
      <Bell aria-hidden="true" />
      {count > 0 && (
        <span className="absolute -top-1 -right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-white">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Button>
  )
  if (!opened) return bell
  return (
    <Suspense fallback={bell}>
      <NotificationMenu notifications={data} onSelect={(id) => void onSelect(id)}>
        {bell}
      </NotificationMenu>
    </Suspense>
  )
}
