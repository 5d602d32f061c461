import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, asQuery, encoded, unwrap } from '#dashboard/lib/api-client.ts'
import type { AtelierCustomerDetail } from '#worker/schemas/atelier/measurements.ts'
import type {
  CalendarQuery,
  TailoringOrder,
  TailoringOrderCreateInput,
  TailoringOrderListQuery,
  TailoringOrderUpdateInput,
  TailoringPaymentInput,
  TailoringStageInput,
} from '#worker/schemas/atelier/orders.ts'
import { atelierCustomerQuery, atelierCustomersQuery } from '../measurements/queries.ts'
import { atelierKeys } from '../shell/queries.ts'

const orders = api.atelier.orders

// Under atelierKeys.all: an order moves the cash book, the fabric stock and the dashboard.
export const tailoringKeys = {
  all: () => [...atelierKeys.all, 'tailoring-orders'] as const,
  lists: () => [...tailoringKeys.all(), 'list'] as const,
  list: (q: TailoringOrderListQuery) => [...tailoringKeys.lists(), q] as const,
  detail: (id: string) => [...tailoringKeys.all(), 'detail', id] as const,
  formOptions: () => [...tailoringKeys.all(), 'form-options'] as const,
  calendar: (q: CalendarQuery) => [...tailoringKeys.all(), 'calendar', q] as const,
}

export const tailoringOrdersQuery = (query: TailoringOrderListQuery) =>
  queryOptions({
    queryKey: tailoringKeys.list(query),
    queryFn: () => unwrap(orders.$get({ query: asQuery(query) })),
    placeholderData: keepPreviousData,
  })

export const tailoringOrderQuery = (id: string) =>
  queryOptions({
    queryKey: tailoringKeys.detail(id),
    queryFn: () => unwrap(orders[':id'].$get({ param: encoded({ id }) })),
  })

export const orderFormOptionsQuery = () =>
  queryOptions({
    queryKey: tailoringKeys.formOptions(),
    queryFn: () => unwrap(orders['form-options'].$get()),
  })

export const tailoringCalendarQuery = (query: CalendarQuery) =>
  queryOptions({
    queryKey: tailoringKeys.calendar(query),
    queryFn: () => unwrap(api.atelier.calendar.$get({ query: asQuery(query) })),
    placeholderData: keepPreviousData,
  })

/**
 * The customer picker's search and the chosen customer are the measurement screens' own
 * queries (the customers API answers 'orders' members too): one cache, refreshed when a
 * measurement is taken.
 */
export const customerSearchQuery = (q: string) => atelierCustomersQuery({ q, pageSize: 8 })
export const orderCustomerQuery = atelierCustomerQuery

/** Every measurement of the customer, newest first (as the API sends them): each garment row picks from its type's. */
export const customerMeasurementsQuery = (customerId: string) => ({
  ...atelierCustomerQuery(customerId),
  select: (customer: AtelierCustomerDetail) => customer.measurements,
})

/** After any write: the order itself, and everything around it the atelier shows. */
function useOrderWrite<I>(send: (input: I) => Promise<TailoringOrder | undefined>, id?: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: (order) => {
      if (order) queryClient.setQueryData(tailoringKeys.detail(order.id), order)
      else if (id) queryClient.removeQueries({ queryKey: tailoringKeys.detail(id) })
      // The cash book, the fabric stock, the overview and the lists all follow an order.
      return queryClient.invalidateQueries({ queryKey: atelierKeys.all })
    },
  })
}

export const useCreateTailoringOrder = () =>
  useOrderWrite((input: TailoringOrderCreateInput) => unwrap(orders.$post({ json: input })))

export const useUpdateTailoringOrder = (id: string) =>
  useOrderWrite((input: TailoringOrderUpdateInput) =>
    unwrap(orders[':id'].$put({ param: encoded({ id }), json: input })),
  )

export const useMoveStage = (id: string) =>
  useOrderWrite((input: TailoringStageInput) =>
    unwrap(orders[':id'].stage.$post({ param: encoded({ id }), json: input })),
  )

export const useRecordPayment = (id: string) =>
  useOrderWrite((input: TailoringPaymentInput) =>
    unwrap(orders[':id'].payments.$post({ param: encoded({ id }), json: input })),
  )

export const useDeleteTailoringOrder = (id: string) =>
  useOrderWrite(async () => {
    await unwrap(orders[':id'].$delete({ param: encoded({ id }) }))
    return undefined
  }, id)
