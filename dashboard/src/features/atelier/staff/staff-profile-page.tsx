import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useParams } from 'react-router'
import { AppDialog } from '#dashboard/components/app-dialog.tsx'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { EmptyState } from '#dashboard/components/states.tsx'
import { ShopRoleField } from '#dashboard/features/team/shop-role-field.tsx'
import { toast } from '#dashboard/lib/toast.ts'
import type { StaffDetail } from '#worker/schemas/atelier/staff.ts'
import { toDecimalString } from '#worker/schemas/money.ts'
import { staffPaths } from '../shell/paths/staff.ts'
import { useAtelierAccess, useAtelierMoney } from '../shell/queries.ts'
import { staffWords as w } from './fr.ts'
import { staffQuery, usePaySalary, useSetShopRole } from './queries.ts'
import { SalaryPaymentForm } from './salary-payment-form.tsx'
import { SalaryPaymentTable } from './salary-payment-table.tsx'
import { newPayment } from './salary-values.ts'
import { StaffProfileActions } from './staff-profile-actions.tsx'
import { StaffProfileCard } from './staff-profile-card.tsx'

function StaffProfile({ staff: s }: { staff: StaffDetail }) {
  const [paying, setPaying] = useState(false)
  const pay = usePaySalary()
  const setShopRole = useSetShopRole(s.id)
  const { currency } = useAtelierMoney()
  const owner = useAtelierAccess().data?.role === 'owner'
  return (
    <>
      <PageHeader
        title={`${s.firstName} ${s.lastName}`}
        actions={<StaffProfileActions staff={s} onPay={() => setPaying(true)} />}
      />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <SectionCard title={w.profile}>
          <StaffProfileCard staff={s} />
          {owner && s.active && (
            <div className="mt-4">
              <ShopRoleField value={s.shopRole} save={setShopRole} />
            </div>
          )}
        </SectionCard>
        <SectionCard title={w.payments} contentClassName="px-2 sm:px-5">
          {s.payments.length === 0 ? (
            <EmptyState>{w.noPayments}</EmptyState>
          ) : (
            <SalaryPaymentTable items={s.payments} showStaff={false} />
          )}
        </SectionCard>
      </div>
      <AppDialog
        open={paying}
        onOpenChange={setPaying}
        title={w.pay}
        description={`${s.firstName} ${s.lastName}`}
      >
        {paying && (
          <SalaryPaymentForm
            defaultValues={newPayment(s.id, toDecimalString(s.salary, currency))}
            onCancel={() => setPaying(false)}
            onSubmit={async (input) => {
              await pay.mutateAsync(input)
              toast.success(w.salaries.paid)
              setPaying(false)
            }}
          />
        )}
      </AppDialog>
    </>
  )
}

/** `staff/profiles/:id`. */
export function StaffProfilePage() {
  const { id = '' } = useParams()
  const staff = useQuery(staffQuery(id))
  return (
    <>
      <BackLink to={staffPaths.list} label={w.title} />
      <QueryView query={staff} notFoundHome={staffPaths.list}>
        {(s) => <StaffProfile staff={s} />}
      </QueryView>
    </>
  )
}
