import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '#dashboard/lib/api-client.ts'

export type AudienceDays = '7' | '30'

export const audienceQuery = (days: AudienceDays) =>
  queryOptions({
    queryKey: ['audience', days] as const,
    queryFn: () => unwrap(api.audience.$get({ query: { days } })),
  })
