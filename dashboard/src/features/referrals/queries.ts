import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '#dashboard/lib/api-client.ts'
import type { ReferralInput } from '#worker/schemas/referrals.ts'

export const referralKeys = {
  all: ['referrals'] as const,
  overview: () => [...referralKeys.all, 'overview'] as const,
}

export const referralOverviewQuery = () =>
  queryOptions({
    queryKey: referralKeys.overview(),
    queryFn: () => unwrap(api.referrals.$get()),
  })

export function useCreateReferral() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ReferralInput) => unwrap(api.referrals.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralKeys.all }),
  })
}
