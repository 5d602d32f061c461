import { queryOptions } from '@tanstack/react-query'
import { api, asQuery, unwrap } from '#dashboard/lib/api-client.ts'
import { queryRoots } from '#dashboard/lib/query-keys.ts'

export const statsKeys = {
  all: queryRoots.stats,
  period: (days: number) => [...statsKeys.all, days] as const,
}

export const statsQuery = (days: number) =>
  queryOptions({
    queryKey: statsKeys.period(days),
    queryFn: () => unwrap(api.stats.$get({ query: asQuery({ days }) })),
  })
