import { Link } from 'react-router'
import { type Column, DataTable } from '#dashboard/components/data-table.tsx'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { formatDateTime } from '#dashboard/lib/utils.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import { PAYMENT_ROW_METHOD_LABEL, type PaymentRowMethod } from '#worker/schemas/payment-words.ts'
import type { AdminPlatformPayment } from '#worker/schemas/platform-settings.ts'
import { paymentWords as w } from './fr.ts'

const VARIANT = {
  pending: 'info',
  paid: 'success',
  failed: 'destructive',
  expired: 'warning',
  refunded: 'warning',
  rejected: 'destructive',
} as const

const providerOf = (p: AdminPlatformPayment) => {
  const label = PAYMENT_ROW_METHOD_LABEL[p.provider as PaymentRowMethod] ?? p.provider
  const note = p.source === 'claim' ? w.claimed : p.mode === 'test' ? w.testMode : null
  return note ? `${label} (${note})` : label
}

// On phones the plan and the reference go under the shop's name.
const columns: Column<AdminPlatformPayment>[] = [
  {
    key: 'shop',
    header: w.shop,
    cellClassName: 'max-w-0 min-w-40 md:max-w-none',
    cell: (p) => (
      <>
        <Link
          to={`/admin/subscription/${p.shop.id}`}
          className="block truncate font-medium hover:text-primary hover:underline"
        >
          {p.shop.name}
        </Link>
        <span className="block truncate text-xs text-muted-foreground md:hidden">
          {p.plan?.name ?? '—'} · <span className="font-mono">{p.providerRef ?? '—'}</span>
        </span>
      </>
    ),
  },
  {
    key: 'plan',
    header: w.plan,
    className: 'hidden md:table-cell',
    cell: (p) => p.plan?.name ?? '—',
  },
  { key: 'amount', header: w.amount, cell: (p) => formatMoney(p.amount, p.currency) },
  {
    key: 'provider',
    header: w.provider,
    className: 'hidden lg:table-cell',
    cellClassName: 'text-muted-foreground',
    cell: providerOf,
  },
  {
    key: 'reference',
    header: w.reference,
    className: 'hidden md:table-cell',
    cellClassName: 'font-mono text-xs',
    cell: (p) => p.providerRef ?? '—',
  },
  {
    key: 'date',
    header: w.date,
    className: 'hidden sm:table-cell',
    cellClassName: 'text-muted-foreground',
    cell: (p) => (
      <>
        {formatDateTime(p.createdAt)}
        {p.confirmedAt && (
          <span className="block text-xs">{w.confirmedOn(formatDateTime(p.confirmedAt))}</span>
        )}
      </>
    ),
  },
  {
    key: 'status',
    header: w.status,
    cell: (p) => <Badge variant={VARIANT[p.status]}>{w.statuses[p.status]}</Badge>,
  },
]

export function PaymentTable({ items }: { items: AdminPlatformPayment[] }) {
  return <DataTable rows={items} columns={columns} />
}
