import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '#dashboard/lib/api-client.ts'
import { queryRoots } from '#dashboard/lib/query-keys.ts'
import type { CashClosingInput, CashCorrectionInput } from '#worker/schemas/couriers.ts'

export const dayCashKeys = {
  all: ['delivery-cash'] as const,
  day: (day: string | undefined) => [...dayCashKeys.all, day ?? 'today'] as const,
}

/** The day's cash: the shop's today when no day is chosen. */
export const dayCashQuery = (day: string | undefined) =>
  queryOptions({
    queryKey: dayCashKeys.day(day),
    queryFn: () => unwrap(api['delivery-cash'].$get({ query: day ? { day } : {} })),
  })

/** A closing or correction answers the day as it now stands; the home's figure moves too. */
function useDayCashWrite<TInput extends { day: string }>(
  write: (input: TInput) => Promise<unknown>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dayCashKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryRoots.stats }),
      ]),
  })
}

export const useCloseDay = () =>
  useDayCashWrite((json: CashClosingInput) => unwrap(api['delivery-cash'].close.$post({ json })))

export const useAddCorrection = () =>
  useDayCashWrite((json: CashCorrectionInput) =>
    unwrap(api['delivery-cash'].corrections.$post({ json })),
  )
