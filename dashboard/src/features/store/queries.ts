import { useMutation, useQueryClient } from '@tanstack/react-query'
import { authKeys } from '#dashboard/app/session/queries.ts'
import { storeKeys } from '#dashboard/app/shop/queries.ts'
import { api, multipart, unwrap } from '#dashboard/lib/api-client.ts'

export function useCreateStore() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (form: FormData) => unwrap(api.stores.$post(undefined, multipart(form))),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: storeKeys.all }),
        queryClient.invalidateQueries({ queryKey: authKeys.me() }),
      ])
    },
  })
}
