import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '#dashboard/lib/api-client.ts'
import type {
  AtelierAccess,
  AtelierPermission,
  AtelierSettingsInput,
} from '#worker/schemas/atelier/access.ts'
import { formatMoney } from '#worker/schemas/money.ts'

/** Where atelier screens upload pictures: staff accounts cannot use the shop's /api/media. */
export const ATELIER_MEDIA_ENDPOINT = '/api/atelier/media' as const

export const atelierKeys = {
  all: ['atelier'] as const,
  access: () => [...atelierKeys.all, 'access'] as const,
}

export const atelierAccessQuery = () =>
  queryOptions({
    queryKey: atelierKeys.access(),
    queryFn: () => unwrap(api.atelier.access.$get()),
    staleTime: 60_000,
  })

export const useAtelierAccess = (enabled = true) => useQuery({ ...atelierAccessQuery(), enabled })

/**
 * The shop's currency and its formatter, from the atelier access (a staff account cannot read
 * the shop itself). The access is already loaded by the layout around every atelier page.
 */
export function useAtelierMoney() {
  const currency = useAtelierAccess().data?.currency ?? 'XOF'
  return { currency, money: (minor: number) => formatMoney(minor, currency) }
}

/** Owner or a role with `permission`. */
export const can = (access: AtelierAccess | undefined, permission?: AtelierPermission) =>
  Boolean(access?.enabled && (!permission || access.permissions.includes(permission)))

export function useSaveAtelierSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: AtelierSettingsInput) => unwrap(api.atelier.settings.$put({ json: input })),
    // Switching on creates the starter kit: every atelier list may change.
    onSuccess: (access) => {
      queryClient.setQueryData(atelierKeys.access(), access)
      return queryClient.invalidateQueries({ queryKey: atelierKeys.all })
    },
  })
}
