import { useQuery } from '@tanstack/react-query'
import { Bell } from 'lucide-react'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '#dashboard/components/ui/button.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#dashboard/components/ui/dropdown-menu.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { formatDateTime, logError } from '#dashboard/lib/utils.ts'
import {
  type NotificationScope,
  notificationTarget,
  unreadNotificationsQuery,
  useOpenNotification,
} from './queries.ts'

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
  // §8: notification failures are only logged.
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

  const count = data.length
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={`${fr.notifications.label} (${fr.notifications.unread(count)})`}
        >
          <Bell aria-hidden="true" />
          {count > 0 && (
            <span className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-white">
              {count > 99 ? '99+' : count}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-1.5rem)]">
        <DropdownMenuLabel>{fr.notifications.label}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {count === 0 ? (
          <p className="px-2 py-6 text-center text-sm text-muted-foreground">
            {fr.notifications.empty}
          </p>
        ) : (
          data.map((n) => (
            <DropdownMenuItem
              key={n.id}
              className="flex-col items-start gap-0.5"
              onSelect={() => void onSelect(n.id)}
            >
              <span className="font-medium">{n.title}</span>
              <span className="line-clamp-2 text-xs text-muted-foreground">{n.body}</span>
              <span className="text-[11px] text-muted-foreground">
                {formatDateTime(n.createdAt)}
              </span>
            </DropdownMenuItem>
          ))
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
