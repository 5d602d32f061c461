import { Trash2 } from 'lucide-react'
import { Link } from 'react-router'
import { ConfirmDialog } from '#dashboard/components/confirm-dialog.tsx'
import { type Column, DataTable, srOnly } from '#dashboard/components/data-table.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import type { SalaryPayment } from '#worker/schemas/atelier/staff.ts'
import { cashbookWords } from '../cashbook/fr.ts'
import { formatDay, formatMonth } from '../shell/format.ts'
import { staffPaths } from '../shell/paths/staff.ts'
import { useAtelierMoney } from '../shell/queries.ts'
import { useDeleteDialog } from '../shell/use-crud-dialogs.ts'
import { staffWords } from './fr.ts'
import { useDeleteSalaryPayment } from './queries.ts'

const w = staffWords.salaries

/** Salary payments, newest first; `showStaff` off on a member's own profile. */
export function SalaryPaymentTable({
  items,
  showStaff = true,
}: {
  items: SalaryPayment[]
  showStaff?: boolean
}) {
  const { money } = useAtelierMoney()
  const remove = useDeleteSalaryPayment()
  const { deleting, setDeleting, confirmDelete } = useDeleteDialog(
    (p: SalaryPayment) => remove.mutateAsync(p.id),
    w.deleted,
  )
  const columns: (Column<SalaryPayment> | false)[] = [
    showStaff && {
      key: 'staff',
      header: w.staff,
      cellClassName: 'font-medium',
      cell: (p) => (
        <Link to={staffPaths.profile(p.staffId)} className="hover:text-primary hover:underline">
          {p.staffName}
        </Link>
      ),
    },
    {
      key: 'period',
      header: w.month,
      cellClassName: 'first-letter:uppercase whitespace-nowrap',
      cell: (p) => formatMonth(p.period),
    },
    {
      key: 'amount',
      header: w.amount,
      className: 'text-right',
      cellClassName: 'whitespace-nowrap tabular-nums font-medium',
      cell: (p) => money(p.amount),
    },
    {
      key: 'paidOn',
      header: w.paidOn,
      className: 'hidden sm:table-cell',
      cellClassName: 'whitespace-nowrap text-muted-foreground',
      cell: (p) => formatDay(p.paidOn),
    },
    {
      key: 'method',
      header: w.method,
      className: 'hidden md:table-cell',
      cell: (p) => cashbookWords.methods[p.paymentMethod],
    },
    {
      key: 'actions',
      header: srOnly(fr.common.delete),
      className: 'w-10 text-right',
      cell: (p) => (
        <Button
          variant="ghost"
          size="icon"
          aria-label={w.deleteLabel(p.staffName, formatMonth(p.period))}
          onClick={() => setDeleting(p)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      ),
    },
  ]
  return (
    <>
      <DataTable rows={items} columns={columns} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        description={w.deleteText}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </>
  )
}
