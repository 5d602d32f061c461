import { queryOptions } from '@tanstack/react-query'
import { api, encoded, unwrap } from '#dashboard/lib/api-client.ts'
import { FIRST_READS_AT, takeFirstRead } from '#dashboard/lib/first-screen.ts'
import { queryRoots } from '#dashboard/lib/query-keys.ts'
import type { OrderListQuery } from '#worker/schemas/orders.ts'

/*
 * An order's read, apart from the rest of the orders' queries: the route asks it while the
 * page's code downloads (routes.tsx), so it sits in the app's first file (ADR 065).
 */

export const orderKeys = {
  all: queryRoots.orders,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (filters: OrderListQuery) => [...orderKeys.lists(), filters] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
}

const readOrder = (id: string) => unwrap(api.orders[':id'].$get({ param: encoded({ id }) }))
type OrderRead = Awaited<ReturnType<typeof readOrder>>

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: () => readOrder(id),
    // Read by the worker with the page when it drew the order first (ADR 066): not asked again.
    initialData: () => takeFirstRead<OrderRead>(`/api/orders/${encodeURIComponent(id)}`),
    initialDataUpdatedAt: FIRST_READS_AT,
  })
