import { queryOptions } from '@tanstack/react-query'
import { api } from '#dashboard/lib/api-client.ts'
import type { AdminOverview } from '#worker/schemas/admin.ts'

export const adminOverviewKeys = {
  all: ['admin', 'overview'] as const,
}

export const adminOverviewQuery = () =>
  queryOptions({
    queryKey: adminOverviewKeys.all,
    queryFn: () => api.get<AdminOverview>('/api/admin/overview'),
  })
