import { Badge } from '#dashboard/components/ui/badge.tsx'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#dashboard/components/ui/table.tsx'
import { formatDate } from '#dashboard/lib/utils.ts'
import type { ReferralOverview } from '#worker/schemas/referrals.ts'
import { t } from './fr.ts'

type State = keyof typeof t.states
type Row = { key: string; who: string; detail: string | null; date: string; state: State }

const VARIANT = { invited: 'warning', registered: 'info', shop_created: 'success' } as const

/**
 * Referred merchants and pending invitations in one list, newest first. An invitation
 * answered with the code is already listed as its merchant, so it is not repeated.
 */
export function toRows({ referred, invitations }: ReferralOverview): Row[] {
  const rows: Row[] = [
    ...referred.map((r, i) => ({
      key: `u${i}`,
      who: r.name,
      detail: r.shopName,
      date: r.joinedAt,
      state: r.state,
    })),
    ...invitations
      .filter((i) => i.status === 'invited')
      .map((i) => ({
        key: i.id,
        who: i.contactType === 'phone' ? `+${i.contact}` : i.contact,
        detail: null,
        date: i.createdAt,
        state: 'invited' as const,
      })),
  ]
  return rows.sort((a, b) => b.date.localeCompare(a.date))
}

export function ReferralTable({ rows }: { rows: Row[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t.who}</TableHead>
          <TableHead className="hidden sm:table-cell">{t.date}</TableHead>
          <TableHead className="text-right">{t.state}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.key}>
            <TableCell className="max-w-48 font-medium">
              <span className="block truncate">{r.who}</span>
              {r.detail && (
                <span className="block truncate text-xs font-normal text-muted-foreground">
                  {r.detail}
                </span>
              )}
              <span className="block text-xs font-normal text-muted-foreground sm:hidden">
                {formatDate(r.date)}
              </span>
            </TableCell>
            <TableCell className="hidden text-muted-foreground sm:table-cell">
              {formatDate(r.date)}
            </TableCell>
            <TableCell className="text-right">
              <Badge variant={VARIANT[r.state]}>{t.states[r.state]}</Badge>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
