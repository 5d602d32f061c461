import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '#dashboard/lib/api-client.ts'
import type { CustomDomain, DomainInput, DomainSettings } from '#worker/schemas/domains.ts'

export const domainKeys = {
  all: ['domain'] as const,
  settings: () => [...domainKeys.all, 'settings'] as const,
}

export const domainSettingsQuery = () =>
  queryOptions({
    queryKey: domainKeys.settings(),
    queryFn: () => unwrap(api.store.domain.$get()),
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
  useDomainWrite((input: DomainInput) => unwrap(api.store.domain.$post({ json: input })))

export const useVerifyDomain = () => useDomainWrite(() => unwrap(api.store.domain.verify.$post()))

export const useRemoveDomain = () =>
  useDomainWrite(async () => {
    await unwrap(api.store.domain.$delete())
    return null
  })
