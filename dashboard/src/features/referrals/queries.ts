import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#dashboard/lib/api-client.ts'
import type { ReferralCreated, ReferralInput, ReferralOverview } from '#worker/schemas/referrals.ts'

export const referralKeys = {
  all: ['referrals'] as const,
  overview: () => [...referralKeys.all, 'overview'] as const,
}

export const referralOverviewQuery = () =>
  queryOptions({
    queryKey: referralKeys.overview(),
    queryFn: () => api.get<ReferralOverview>('/api/referrals'),
  })

export function useCreateReferral() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ReferralInput) => api.post<ReferralCreated>('/api/referrals', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralKeys.all }),
  })
}
