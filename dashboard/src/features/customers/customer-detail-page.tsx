import { useQuery } from '@tanstack/react-query'
import { Pencil } from 'lucide-react'
import { useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { useMyStore } from '#dashboard/app/shop/queries.ts'
import { StoreRequired } from '#dashboard/app/shop/store-required.tsx'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { DeleteButton } from '#dashboard/components/detail-actions.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { EmptyState } from '#dashboard/components/states.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { OrderCards } from '#dashboard/features/orders/order-cards.tsx'
import { OrderTable } from '#dashboard/features/orders/order-table.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { useWideScreen } from '#dashboard/lib/use-media-query.ts'
import type { CustomerDetail as CustomerDetailDto } from '#worker/schemas/customers.ts'
import { CustomerFormDialog } from './customer-form-dialog.tsx'
import { CustomerProfile, CustomerTotals } from './customer-profile.tsx'
import { toFormValues } from './customer-values.ts'
import { customerWords as w } from './fr.ts'
import { customerQuery, useDeleteCustomer, useUpdateCustomer } from './queries.ts'

function CustomerDetail({ customer: c }: { customer: CustomerDetailDto }) {
  const update = useUpdateCustomer(c.id)
  const remove = useDeleteCustomer()
  const navigate = useNavigate()
  const wide = useWideScreen()
  const currency = useMyStore().data?.currency ?? 'XOF'
  const [editing, setEditing] = useState(false)
  const name = `${c.firstName} ${c.lastName}`
  return (
    <>
      <PageHeader
        title={name}
        actions={
          <>
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              {fr.common.edit}
            </Button>
            <DeleteButton
              description={w.deleteText(name)}
              pending={remove.isPending}
              onDelete={async () => {
                await remove.mutateAsync(c.id)
                toast.success(w.deleted)
                await navigate('/user/customers')
              }}
            />
          </>
        }
      />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <SectionCard title={w.profile}>
          <CustomerProfile customer={c} />
        </SectionCard>
        <div className="grid grid-cols-1 gap-6">
          <CustomerTotals customer={c} currency={currency} />
          <SectionCard title={w.orderHistory} contentClassName={wide ? 'px-2 sm:px-5' : undefined}>
            {c.orders.length === 0 ? (
              <EmptyState>{w.noOrders}</EmptyState>
            ) : wide ? (
              <OrderTable items={c.orders} showCustomer={false} />
            ) : (
              <OrderCards items={c.orders} />
            )}
          </SectionCard>
        </div>
      </div>
      <CustomerFormDialog
        open={editing}
        title={w.editTitle}
        defaultValues={toFormValues(c)}
        onOpenChange={setEditing}
        onSubmit={async (input) => {
          await update.mutateAsync(input)
          toast.success(w.updated)
          setEditing(false)
        }}
      />
    </>
  )
}

function CustomerLoader({ id }: { id: string }) {
  const customer = useQuery(customerQuery(id))
  return (
    <QueryView query={customer} notFoundHome="/user/customers">
      {(c) => <CustomerDetail customer={c} />}
    </QueryView>
  )
}

export function CustomerDetailPage() {
  const { customersId = '' } = useParams()
  return (
    <>
      <BackLink to="/user/customers" label={w.title} />
      <StoreRequired>
        <CustomerLoader id={customersId} />
      </StoreRequired>
    </>
  )
}
