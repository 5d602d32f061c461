import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api, asQuery, unwrap } from '#dashboard/lib/api-client.ts'
import type { AdminPaymentListQuery } from '#worker/schemas/platform-settings.ts'

export const adminPaymentKeys = {
  all: ['admin-payments'] as const,
  list: (f: AdminPaymentListQuery) => [...adminPaymentKeys.all, 'list', f] as const,
}

export const adminPaymentListQuery = (filters: AdminPaymentListQuery) =>
  queryOptions({
    queryKey: adminPaymentKeys.list(filters),
    queryFn: () => unwrap(api.admin.payments.$get({ query: asQuery(filters) })),
    placeholderData: keepPreviousData,
  })
