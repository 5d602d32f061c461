import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#dashboard/lib/api-client.ts'
import type { CustomDomain, DomainInput, DomainSettings } from '#worker/schemas/domains.ts'

export const domainKeys = {
  all: ['domain'] as const,
  settings: () => [...domainKeys.all, 'settings'] as const,
}

export const domainSettingsQuery = () =>
  queryOptions({
    queryKey: domainKeys.settings(),
    queryFn: () => api.get<DomainSettings>('/api/store/domain'),
  })

/** Every write answers with the new state of the domain: put it in the cache, then refetch. */
function useDomainWrite<TInput>(write: (input: TInput) => Promise<CustomDomain | null>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: (domain) => {
      queryClient.setQueryData(domainKeys.settings(), (old: DomainSettings | undefined) =>
        old ? { ...old, domain } : old,
      )
      return queryClient.invalidateQueries({ queryKey: domainKeys.all })
    },
  })
}

export const useAddDomain = () =>
  useDomainWrite((input: DomainInput) => api.post<CustomDomain>('/api/store/domain', input))

export const useVerifyDomain = () =>
  useDomainWrite(() => api.post<CustomDomain>('/api/store/domain/verify'))

export const useRemoveDomain = () =>
  useDomainWrite(async () => {
    await api.delete('/api/store/domain')
    return null
  })
