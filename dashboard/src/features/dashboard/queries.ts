import { queryOptions } from '@tanstack/react-query'
import { api } from '#dashboard/lib/api-client.ts'
import { queryRoots } from '#dashboard/lib/query-keys.ts'
import type { Stats } from '#worker/schemas/stats.ts'

export const statsKeys = {
  all: queryRoots.stats,
  period: (days: number) => [...statsKeys.all, days] as const,
}

export const statsQuery = (days: number) =>
  queryOptions({
    queryKey: statsKeys.period(days),
    queryFn: () => api.get<Stats>('/api/stats', { days }),
  })
