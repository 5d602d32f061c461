import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '#dashboard/lib/api-client.ts'

export const adminOverviewKeys = {
  all: ['admin', 'overview'] as const,
}

export const adminOverviewQuery = () =>
  queryOptions({
    queryKey: adminOverviewKeys.all,
    queryFn: () => unwrap(api.admin.overview.$get()),
  })
