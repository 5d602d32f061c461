import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, encoded, unwrap } from '#dashboard/lib/api-client.ts'
import type { PromoCodeInput } from '#worker/schemas/promo-codes.ts'

export const promoKeys = { all: ['promo-codes'] as const }

export const promoCodesQuery = () =>
  queryOptions({ queryKey: promoKeys.all, queryFn: () => unwrap(api['promo-codes'].$get()) })

/** Every write changes what GET answers (uses, figures): refetch it once the write is done. */
function usePromoWrite<TInput, TOut>(write: (input: TInput) => Promise<TOut>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoKeys.all }),
  })
}

export const useAddPromo = () =>
  usePromoWrite((json: PromoCodeInput) => unwrap(api['promo-codes'].$post({ json })))

export const useSavePromo = () =>
  usePromoWrite(({ id, json }: { id: string; json: PromoCodeInput }) =>
    unwrap(api['promo-codes'][':id'].$put({ param: encoded({ id }), json })),
  )

export const useRemovePromo = () =>
  usePromoWrite((id: string) =>
    unwrap(api['promo-codes'][':id'].$delete({ param: encoded({ id }) })),
  )
