import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { toast } from '#dashboard/lib/toast.ts'
import { orderPaths } from '../shell/paths/orders.ts'
import { orderWords } from './fr.ts'
import { OrderForm } from './order-form.tsx'
import { emptyOrderValues, orderFormValues, toUpdateInput } from './order-values.ts'
import {
  orderFormOptionsQuery,
  tailoringOrderQuery,
  useCreateTailoringOrder,
  useUpdateTailoringOrder,
} from './queries.ts'

const w = orderWords.form

/** `orders/addnew` and `orders/addnew/:id` (the customer already chosen). */
export function NewTailoringOrderPage() {
  const customerId = useParams().id ?? ''
  const navigate = useNavigate()
  const options = useQuery(orderFormOptionsQuery())
  const create = useCreateTailoringOrder()
  return (
    <>
      <BackLink to={orderPaths.list} />
      <PageHeader title={w.newTitle} />
      <QueryView query={options}>
        {(o) => (
          <OrderForm
            key={customerId}
            options={o}
            defaultValues={emptyOrderValues(customerId)}
            customerFixed={false}
            isNew
            onSubmit={async (values) => {
              const order = await create.mutateAsync(values)
              if (!order) return
              toast.success(w.created(order.number))
              await navigate(orderPaths.view(order.id))
            }}
          />
        )}
      </QueryView>
    </>
  )
}

/** `orders/edit/:id`: the same form, its customer fixed. */
export function EditTailoringOrderPage() {
  const id = useParams().id ?? ''
  const navigate = useNavigate()
  const options = useQuery(orderFormOptionsQuery())
  const order = useQuery(tailoringOrderQuery(id))
  const update = useUpdateTailoringOrder(id)
  return (
    <>
      <BackLink to={orderPaths.view(id)} />
      <PageHeader title={order.data ? w.editTitle(order.data.number) : w.submitEdit} />
      <QueryView query={order} notFoundHome={orderPaths.list}>
        {(current) => (
          <QueryView query={options}>
            {(o) => (
              <OrderForm
                key={current.id}
                options={o}
                defaultValues={orderFormValues(current)}
                initialPhotos={current.photos}
                customerFixed
                isNew={false}
                onSubmit={async (values) => {
                  await update.mutateAsync(toUpdateInput(values))
                  toast.success(w.updated)
                  await navigate(orderPaths.view(id))
                }}
              />
            )}
          </QueryView>
        )}
      </QueryView>
    </>
  )
}
