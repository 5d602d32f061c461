import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#dashboard/lib/api-client.ts'
import type { AtelierCustomerDetail } from '#worker/schemas/atelier/measurements.ts'
import type {
  CalendarQuery,
  TailoringCalendar,
  TailoringOrder,
  TailoringOrderCreateInput,
  TailoringOrderFormOptions,
  TailoringOrderListQuery,
  TailoringOrderSummary,
  TailoringOrderUpdateInput,
  TailoringPaymentInput,
  TailoringStageInput,
} from '#worker/schemas/atelier/orders.ts'
import type { Paged } from '#worker/schemas/fields.ts'
import { atelierCustomerQuery, atelierCustomersQuery } from '../measurements/queries.ts'
import { atelierKeys } from '../shell/queries.ts'

const base = '/api/atelier'
const at = (path: string, id: string) => `${base}/${path}/${encodeURIComponent(id)}`

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
    queryFn: () => api.get<Paged<TailoringOrderSummary>>(`${base}/orders`, query),
    placeholderData: keepPreviousData,
  })

export const tailoringOrderQuery = (id: string) =>
  queryOptions({
    queryKey: tailoringKeys.detail(id),
    queryFn: () => api.get<TailoringOrder>(at('orders', id)),
  })

export const orderFormOptionsQuery = () =>
  queryOptions({
    queryKey: tailoringKeys.formOptions(),
    queryFn: () => api.get<TailoringOrderFormOptions>(`${base}/orders/form-options`),
  })

export const tailoringCalendarQuery = (query: CalendarQuery) =>
  queryOptions({
    queryKey: tailoringKeys.calendar(query),
    queryFn: () => api.get<TailoringCalendar>(`${base}/calendar`, query),
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
  useOrderWrite((input: TailoringOrderCreateInput) =>
    api.post<TailoringOrder>(`${base}/orders`, input),
  )

export const useUpdateTailoringOrder = (id: string) =>
  useOrderWrite((input: TailoringOrderUpdateInput) =>
    api.put<TailoringOrder>(at('orders', id), input),
  )

export const useMoveStage = (id: string) =>
  useOrderWrite((input: TailoringStageInput) =>
    api.post<TailoringOrder>(`${at('orders', id)}/stage`, input),
  )

export const useRecordPayment = (id: string) =>
  useOrderWrite((input: TailoringPaymentInput) =>
    api.post<TailoringOrder>(`${at('orders', id)}/payments`, input),
  )

export const useDeleteTailoringOrder = (id: string) =>
  useOrderWrite(async () => {
    await api.delete(at('orders', id))
    return undefined
  }, id)
