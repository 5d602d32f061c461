import { Link } from 'react-router'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import type { CashbookEntry } from '#worker/schemas/atelier/cashbook.ts'
import { fabricPaths } from '../shell/paths/fabrics.ts'
import { orderPaths } from '../shell/paths/orders.ts'
import { staffPaths } from '../shell/paths/staff.ts'
import { cashbookWords as w } from './fr.ts'

/** Where an automatic line comes from, as a link to it (the order, the member, the fabric). */
function EntryLink({ entry: e }: { entry: CashbookEntry }) {
  const link = 'text-sm text-primary hover:underline'
  if (e.orderId)
    return (
      <Link to={orderPaths.view(e.orderId)} className={link}>
        {w.order(e.orderNumber ?? '')}
      </Link>
    )
  if (e.staffId && e.staffName)
    return (
      <Link to={staffPaths.profile(e.staffId)} className={link}>
        {w.staffProfile(e.staffName)}
      </Link>
    )
  if (e.fabricId)
    return (
      <Link to={fabricPaths.fabric(e.fabricId)} className={link}>
        {w.fabric}
      </Link>
    )
  return null
}

/** "Automatique" and its link, or nothing for a line typed by hand. */
export function EntryOrigin({ entry }: { entry: CashbookEntry }) {
  if (!entry.automatic) return null
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Badge variant="info">{w.automatic}</Badge>
      <EntryLink entry={entry} />
    </span>
  )
}

/** "+ 12 000 F CFA" in green or "− 5 000 F CFA" in red. */
export function SignedAmount({
  entry,
  money,
}: {
  entry: CashbookEntry
  money: (n: number) => string
}) {
  return entry.kind === 'income' ? (
    <span className="text-emerald-700 dark:text-emerald-400">+ {money(entry.amount)}</span>
  ) : (
    <span className="text-destructive">− {money(entry.amount)}</span>
  )
}
