import { type Column, DataTable } from '#dashboard/components/data-table.tsx'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { formatPhone } from '#dashboard/lib/phone.ts'
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
        who: i.contactType === 'phone' ? formatPhone(i.contact) : i.contact,
        detail: null,
        date: i.createdAt,
        state: 'invited' as const,
      })),
  ]
  return rows.sort((a, b) => b.date.localeCompare(a.date))
}

const columns: Column<Row>[] = [
  {
    key: 'who',
    header: t.who,
    cellClassName: 'max-w-48 font-medium',
    cell: (r) => (
      <>
        <span className="block truncate">{r.who}</span>
        {r.detail && (
          <span className="block truncate text-xs font-normal text-muted-foreground">
            {r.detail}
          </span>
        )}
        <span className="block text-xs font-normal text-muted-foreground sm:hidden">
          {formatDate(r.date)}
        </span>
      </>
    ),
  },
  {
    key: 'date',
    header: t.date,
    className: 'hidden sm:table-cell',
    cellClassName: 'text-muted-foreground',
    cell: (r) => formatDate(r.date),
  },
  {
    key: 'state',
    header: t.state,
    className: 'text-right',
    cell: (r) => <Badge variant={VARIANT[r.state]}>{t.states[r.state]}</Badge>,
  },
]

export function ReferralTable({ rows }: { rows: Row[] }) {
  return <DataTable rows={rows} columns={columns} rowKey="key" />
}
