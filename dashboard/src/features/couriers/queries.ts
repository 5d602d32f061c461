import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, encoded, unwrap } from '#dashboard/lib/api-client.ts'
import { queryRoots } from '#dashboard/lib/query-keys.ts'
import type { AssignInput, CourierInput, DoorOutcomeInput } from '#worker/schemas/couriers.ts'

export const courierKeys = {
  all: ['couriers'] as const,
  list: () => [...courierKeys.all, 'list'] as const,
  runs: () => [...courierKeys.all, 'runs'] as const,
}

export const couriersQuery = () =>
  queryOptions({
    queryKey: courierKeys.list(),
    queryFn: () => unwrap(api.couriers.$get()),
  })

/** Today's runs (the shop's own day, decided by the server). */
export const runsQuery = () =>
  queryOptions({
    queryKey: courierKeys.runs(),
    queryFn: () => unwrap(api.couriers.runs.$get({ query: {} })),
  })

/** Every write changes what the couriers' screens show: refetch them once it is done. */
function useCourierWrite<TInput, TOut>(write: (input: TInput) => Promise<TOut>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courierKeys.all }),
  })
}

export const useAddCourier = () =>
  useCourierWrite((json: CourierInput) => unwrap(api.couriers.$post({ json })))

export const useSaveCourier = () =>
  useCourierWrite(({ id, json }: { id: string; json: CourierInput }) =>
    unwrap(api.couriers[':id'].$patch({ param: encoded({ id }), json })),
  )

export const useRemoveCourier = () =>
  useCourierWrite((id: string) => unwrap(api.couriers[':id'].$delete({ param: encoded({ id }) })))

export const useRevokeRun = () =>
  useCourierWrite((runId: string) =>
    unwrap(api.couriers.runs[':runId'].revoke.$post({ param: encoded({ runId }) })),
  )

export const useRenewRunLink = () =>
  useCourierWrite((runId: string) =>
    unwrap(api.couriers.runs[':runId'].link.$post({ param: encoded({ runId }) })),
  )

/** Handing orders to a courier ships them: the orders (list and detail) and runs change. */
export function useAssignOrders() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ courierId, ...json }: AssignInput & { courierId: string }) =>
      unwrap(api.couriers[':id'].assign.$post({ param: encoded({ id: courierId }), json })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: courierKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryRoots.orders }),
      ]),
  })
}

/**
 * "Résultat à la porte" from the order: its status, stock, payment and the figures may all
 * move, and the runs show the outcome.
 */
export function useDoorOutcome(orderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: DoorOutcomeInput) =>
      unwrap(
        api.orders[':id']['door-outcome'].$post({ param: encoded({ id: orderId }), json: input }),
      ),
    onSuccess: () =>
      Promise.all(
        [
          courierKeys.all,
          queryRoots.orders,
          queryRoots.products,
          queryRoots.customers,
          queryRoots.stats,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  })
}
