import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { productKeys } from '#dashboard/features/products/queries.ts'
import { api, asQuery, encoded, unwrap } from '#dashboard/lib/api-client.ts'
import { queryRoots } from '#dashboard/lib/query-keys.ts'
import type { CashReceivedInput } from '#worker/schemas/couriers.ts'
import type { Order, OrderListQuery, OrderStatusInput } from '#worker/schemas/orders.ts'
import type { TransferDecisionInput } from '#worker/schemas/payments.ts'
import type { ManualSaleInput } from '#worker/schemas/sales.ts'
import { orderKeys } from './order-query.ts'

// The keys and an order's read live apart, in the app's first file (ADR 065).
export { orderKeys, orderQuery } from './order-query.ts'

export const orderListQuery = (filters: OrderListQuery) =>
  queryOptions({
    queryKey: orderKeys.list(filters),
    queryFn: () => unwrap(api.orders.$get({ query: asQuery(filters) })),
    placeholderData: keepPreviousData,
  })

/** A status change moves money (customer totals, dashboard) and, when canceling, stock. */
export function useUpdateOrderStatus(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: OrderStatusInput) =>
      unwrap(api.orders[':id'].status.$patch({ param: encoded({ id }), json: input })),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(id), order)
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryRoots.customers }),
        queryClient.invalidateQueries({ queryKey: queryRoots.stats }),
      ])
    },
  })
}

/** A recorded sale takes stock and counts in the figures, like an order. */
export function useRecordSale() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: ManualSaleInput) => unwrap(api.orders.manual.$post({ json: input })),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order)
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryRoots.customers }),
        queryClient.invalidateQueries({ queryKey: queryRoots.stats }),
      ])
    },
  })
}

/** A payment decision or refund moves the order's payment status, the list and the figures. */
function usePaymentMutation<Input>(id: string, call: (input: Input) => Promise<Order>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(id), order)
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: queryRoots.stats }),
      ])
    },
  })
}

/** "Paiement reçu" (confirm) or "Référence introuvable" (reject) on a transfer reference. */
export const useTransferDecision = (id: string) =>
  usePaymentMutation(id, (input: { paymentId: string } & TransferDecisionInput) =>
    unwrap(
      api.orders[':id'].payments[':paymentId'].decision.$post({
        param: encoded({ id, paymentId: input.paymentId }),
        json: { decision: input.decision },
      }),
    ),
  )

export const useRefundOrder = (id: string) =>
  usePaymentMutation(id, () => unwrap(api.orders[':id'].refund.$post({ param: encoded({ id }) })))

/** "Encaisser": cash or money received for the order (an "Acompte" when less than the rest). */
export const useReceiveCash = (id: string) =>
  usePaymentMutation(id, (json: CashReceivedInput) =>
    unwrap(api.orders[':id'].cash.$post({ param: encoded({ id }), json })),
  )

/** The receipt's private link (made on first ask, the same afterwards): nothing else changes. */
export const useReceiptLink = (id: string) =>
  useMutation({
    mutationFn: () => unwrap(api.orders[':id']['receipt-link'].$post({ param: encoded({ id }) })),
  })
