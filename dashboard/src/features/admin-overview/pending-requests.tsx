import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import { formatDateTime } from '#dashboard/lib/utils.ts'
import type { PendingRequest } from '#worker/schemas/admin.ts'
import { overviewWords as w } from './fr.ts'

export function PendingRequests({ items }: { items: PendingRequest[] }) {
  if (items.length === 0)
    return <p className="py-6 text-center text-sm text-muted-foreground">{w.pendingEmpty}</p>
  return (
    <ul className="-mx-2 grid">
      {items.map((r) => (
        <li key={r.id}>
          <Link
            to={`/admin/subscription/requested/${encodeURIComponent(r.id)}`}
            className="flex items-center gap-3 rounded-md px-2 py-2.5 hover:bg-accent"
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{r.shop.name}</span>
              <span className="block text-xs text-muted-foreground">
                {w.requestOf(r.plan.name)} · {formatDateTime(r.createdAt)}
              </span>
            </span>
            <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  )
}
