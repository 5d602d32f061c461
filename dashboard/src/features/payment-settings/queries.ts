import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, encoded, unwrap } from '#dashboard/lib/api-client.ts'
import type {
  PaymentAccountInput,
  PaymentSettingsInput,
  ProviderId,
  WalletInput,
} from '#worker/schemas/payments.ts'

export const paymentKeys = {
  all: ['payment-settings'] as const,
}

export const paymentSettingsQuery = () =>
  queryOptions({
    queryKey: paymentKeys.all,
    queryFn: () => unwrap(api.store.payments.$get()),
  })

/** Every write changes what GET answers: refetch it once the write is done. */
function usePaymentWrite<TInput, TOut>(write: (input: TInput) => Promise<TOut>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  })
}

export const useSavePaymentSettings = () =>
  usePaymentWrite((json: PaymentSettingsInput) =>
    unwrap(api.store.payments.settings.$patch({ json })),
  )

export const useSaveAccount = () =>
  usePaymentWrite(({ provider, json }: { provider: ProviderId; json: PaymentAccountInput }) =>
    unwrap(api.store.payments.accounts[':provider'].$put({ param: { provider }, json })),
  )

export const useTestAccount = () =>
  usePaymentWrite((provider: ProviderId) =>
    unwrap(api.store.payments.accounts[':provider'].test.$post({ param: { provider } })),
  )

export const useRemoveAccount = () =>
  usePaymentWrite((provider: ProviderId) =>
    unwrap(api.store.payments.accounts[':provider'].$delete({ param: { provider } })),
  )

export const useAddWallet = () =>
  usePaymentWrite((json: WalletInput) => unwrap(api.store.payments.wallets.$post({ json })))

export const useRemoveWallet = () =>
  usePaymentWrite((id: string) =>
    unwrap(api.store.payments.wallets[':id'].$delete({ param: encoded({ id }) })),
  )
