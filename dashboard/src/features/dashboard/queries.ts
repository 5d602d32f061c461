import { queryOptions } from '@tanstack/react-query'
import { api, asQuery, unwrap } from '#dashboard/lib/api-client.ts'

export const statsKeys = {
  all: ['stats'] as const,
  period: (days: number) => [...statsKeys.all, days] as const,
}

export const statsQuery = (days: number) =>
  queryOptions({
    queryKey: statsKeys.period(days),
    queryFn: () => unwrap(api.stats.$get({ query: asQuery({ days }) })),
  })
