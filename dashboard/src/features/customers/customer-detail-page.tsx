import { useQuery } from '@tanstack/react-query'
import { Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { toast } from 'sonner'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { ConfirmDialog } from '#dashboard/components/confirm-dialog.tsx'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { NotFound } from '#dashboard/components/not-found.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { EmptyState, ErrorState } from '#dashboard/components/states.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#dashboard/components/ui/card.tsx'
import { OrderCards } from '#dashboard/features/orders/order-cards.tsx'
import { OrderTable } from '#dashboard/features/orders/order-table.tsx'
import { useWideScreen } from '#dashboard/features/orders/use-media-query.ts'
import { useMyStore } from '#dashboard/features/store/queries.ts'
import { StoreRequired } from '#dashboard/features/store/store-required.tsx'
import { errorMessage, isNotFound } from '#dashboard/lib/api-client.ts'
import { fr } from '#dashboard/lib/fr.ts'
import { CustomerFormDialog } from './customer-form-dialog.tsx'
import { CustomerProfile, CustomerTotals } from './customer-profile.tsx'
import { toFormValues } from './customer-values.ts'
import { customerWords as w } from './fr.ts'
import { customerQuery, useDeleteCustomer, useUpdateCustomer } from './queries.ts'

function CustomerDetail({ id }: { id: string }) {
  const customer = useQuery(customerQuery(id))
  const update = useUpdateCustomer(id)
  const remove = useDeleteCustomer()
  const navigate = useNavigate()
  const wide = useWideScreen()
  const currency = useMyStore().data?.currency ?? 'XOF'
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState(false)
  if (customer.isPending) return <Spinner />
  if (isNotFound(customer.error)) return <NotFound home="/user/customers" />
  if (customer.isError)
    return <ErrorState error={customer.error} onRetry={() => void customer.refetch()} />
  const c = customer.data
  const name = `${c.firstName} ${c.lastName}`

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(id)
      toast.success(w.deleted)
      navigate('/user/customers')
    } catch (error) {
      toast.error(errorMessage(error))
      setDeleting(false)
    }
  }

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
            <Button
              variant="outline"
              className="text-destructive"
              onClick={() => setDeleting(true)}
            >
              <Trash2 aria-hidden="true" />
              {fr.common.delete}
            </Button>
          </>
        }
      />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <Card>
          <CardHeader>
            <CardTitle>{w.profile}</CardTitle>
          </CardHeader>
          <CardContent>
            <CustomerProfile customer={c} />
          </CardContent>
        </Card>
        <div className="grid grid-cols-1 gap-6">
          <CustomerTotals customer={c} currency={currency} />
          <Card>
            <CardHeader>
              <CardTitle>{w.orderHistory}</CardTitle>
            </CardHeader>
            <CardContent className={wide ? 'px-2 sm:px-5' : undefined}>
              {c.orders.length === 0 ? (
                <EmptyState>{w.noOrders}</EmptyState>
              ) : wide ? (
                <OrderTable items={c.orders} showCustomer={false} />
              ) : (
                <OrderCards items={c.orders} />
              )}
            </CardContent>
          </Card>
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
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        description={w.deleteText(name)}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </>
  )
}

export function CustomerDetailPage() {
  const { customersId = '' } = useParams()
  return (
    <>
      <BackLink to="/user/customers" label={w.title} />
      <StoreRequired>
        <CustomerDetail id={customersId} />
      </StoreRequired>
    </>
  )
}
