import { ChevronLeft, ChevronRight } from 'lucide-react'
import { fr } from '#dashboard/lib/fr.ts'
import { Button } from './ui/button.tsx'

/** Where a list stands: `useListParams` gives it, `DataList` adds the total. */
export type Pager = { page: number; pageSize: number; onPage: (page: number) => void }

export function Pagination({ page, pageSize, total, onPage }: Pager & { total: number }) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  return (
    <nav
      aria-label={fr.common.pagination}
      className="flex flex-wrap items-center justify-between gap-3 pt-4 text-sm"
    >
      <p className="text-muted-foreground">{fr.common.results(total)}</p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{fr.common.previous}</span>
        </Button>
        <span className="px-1 whitespace-nowrap text-muted-foreground" aria-live="polite">
          {fr.common.pageOf(page, pages)}
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          <span className="sr-only sm:not-sr-only">{fr.common.next}</span>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  )
}
