import { queryOptions } from '@tanstack/react-query'
import { api, encoded, unwrap } from '#dashboard/lib/api-client.ts'
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

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: () => unwrap(api.orders[':id'].$get({ param: encoded({ id }) })),
  })
