import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, encoded, unwrap } from '#dashboard/lib/api-client.ts'
import type { DeliverySettingsInput, DeliveryZoneInput } from '#worker/schemas/delivery.ts'

export const deliveryKeys = {
  all: ['delivery-settings'] as const,
}

export const deliverySettingsQuery = () =>
  queryOptions({
    queryKey: deliveryKeys.all,
    queryFn: () => unwrap(api.store.delivery.$get()),
  })

/** Every write changes what GET answers: refetch it once the write is done. */
function useDeliveryWrite<TInput, TOut>(write: (input: TInput) => Promise<TOut>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.all }),
  })
}

export const useSaveDeliverySettings = () =>
  useDeliveryWrite((json: DeliverySettingsInput) =>
    unwrap(api.store.delivery.settings.$put({ json })),
  )

export const useAddZone = () =>
  useDeliveryWrite((json: DeliveryZoneInput) => unwrap(api.store.delivery.zones.$post({ json })))

export const useSaveZone = () =>
  useDeliveryWrite(({ id, json }: { id: string; json: DeliveryZoneInput }) =>
    unwrap(api.store.delivery.zones[':id'].$put({ param: encoded({ id }), json })),
  )

export const useRemoveZone = () =>
  useDeliveryWrite((id: string) =>
    unwrap(api.store.delivery.zones[':id'].$delete({ param: encoded({ id }) })),
  )
