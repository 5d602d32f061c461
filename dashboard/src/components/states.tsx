import { CircleAlert, Inbox } from 'lucide-react'
import type { ReactNode } from 'react'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { fr } from '#dashboard/lib/fr.ts'
import { Button } from './ui/button.tsx'

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-10 text-center">
      <Inbox className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="max-w-sm text-sm text-muted-foreground">{children}</p>
      {action}
    </div>
  )
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-8 text-center"
    >
      <CircleAlert className="size-7 text-destructive" aria-hidden="true" />
      <p className="text-sm">{error ? errorMessage(error) : fr.errors.loadFailed}</p>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {fr.common.retry}
        </Button>
      )}
    </div>
  )
}
