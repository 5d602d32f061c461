import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useId, useState } from 'react'
import { AppDialog } from '#dashboard/components/app-dialog.tsx'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { DataList, ListPanel } from '#dashboard/components/data-list.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { Label } from '#dashboard/components/ui/label.tsx'
import { useListParams } from '#dashboard/components/use-list-params.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { staffPaths } from '../shell/paths/staff.ts'
import { staffWords } from './fr.ts'
import { salaryPaymentsQuery, staffListQuery, usePaySalary } from './queries.ts'
import { type PayableStaff, SalaryPaymentForm } from './salary-payment-form.tsx'
import { SalaryPaymentTable } from './salary-payment-table.tsx'
import { newPayment } from './salary-values.ts'

const w = staffWords.salaries
const PAGE_SIZE = 20
const FILTERS = ['period'] as const

/** Active members with their salary, proposed when one is picked. */
function usePayableStaff(): PayableStaff[] | undefined {
  const list = useQuery(staffListQuery({ active: 'true', pageSize: 100 }))
  return list.data?.items.map((s) => ({
    id: s.id,
    name: `${s.firstName} ${s.lastName}`,
    salary: s.salary,
  }))
}

function NewPaymentDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (o: boolean) => void
}) {
  const staff = usePayableStaff()
  const pay = usePaySalary()
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={w.addTitle}>
      {open && staff && (
        <SalaryPaymentForm
          staff={staff}
          defaultValues={newPayment()}
          onCancel={() => onOpenChange(false)}
          onSubmit={async (input) => {
            await pay.mutateAsync(input)
            toast.success(w.paid)
            onOpenChange(false)
          }}
        />
      )}
    </AppDialog>
  )
}

/** `staff/salary-payment`: the payments, by month, and "Nouveau paiement". */
export function SalaryPaymentsPage() {
  const id = useId()
  const { values, filters, page, set, pager } = useListParams(FILTERS, { pageSize: PAGE_SIZE })
  const list = useQuery(salaryPaymentsQuery({ ...filters, page, pageSize: PAGE_SIZE }))
  const [adding, setAdding] = useState(false)
  return (
    <>
      <BackLink to={staffPaths.list} label={staffWords.title} />
      <PageHeader
        title={w.title}
        description={w.subtitle}
        actions={
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            {w.add}
          </Button>
        }
      />
      <ListPanel>
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-month`}>{w.monthFilter}</Label>
            <Input
              id={`${id}-month`}
              type="month"
              className="w-48"
              value={values.period}
              onChange={(e) => set({ period: e.target.value })}
            />
          </div>
          {values.period && (
            <Button variant="ghost" onClick={() => set({ period: '' })}>
              {w.allMonths}
            </Button>
          )}
        </div>
        <DataList query={list} empty={values.period ? w.noMatch : w.empty} pager={pager}>
          {(items) => <SalaryPaymentTable items={items} />}
        </DataList>
      </ListPanel>
      <NewPaymentDialog open={adding} onOpenChange={setAdding} />
    </>
  )
}
