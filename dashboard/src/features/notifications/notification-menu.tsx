import type { ReactElement } from 'react'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#dashboard/components/ui/dropdown-menu.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { formatDateTime } from '#dashboard/lib/utils.ts'

type Notification = { id: string; title: string; body: string; createdAt: string }

/** The bell's list, loaded on its first click (see notification-bell.tsx). */
export function NotificationMenu({
  notifications,
  onSelect,
  children,
}: {
  notifications: Notification[]
  onSelect: (id: string) => void
  children: ReactElement
}) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{children}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-1.5rem)]">
        <DropdownMenuLabel>{fr.notifications.label}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {notifications.length === 0 ? (
          <p className="px-2 py-6 text-center text-sm text-muted-foreground">
            {fr.notifications.empty}
          </p>
        ) : (
          notifications.map((n) => (
            <DropdownMenuItem
              key={n.id}
              className="flex-col items-start gap-0.5"
              onSelect={() => onSelect(n.id)}
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
