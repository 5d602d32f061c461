import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '#dashboard/lib/api-client.ts'
import type { PlatformPaymentSettingsInput } from '#worker/schemas/platform-settings.ts'

export const adminSettingsKeys = {
  all: ['admin-settings'] as const,
  payments: () => [...adminSettingsKeys.all, 'payments'] as const,
}

export const platformPaymentSettingsQuery = () =>
  queryOptions({
    queryKey: adminSettingsKeys.payments(),
    queryFn: () => unwrap(api.admin.settings.payments.$get()),
  })

export function useSavePlatformPaymentSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PlatformPaymentSettingsInput) =>
      unwrap(api.admin.settings.payments.$put({ json: input })),
    onSuccess: (saved) => queryClient.setQueryData(adminSettingsKeys.payments(), saved),
  })
}
