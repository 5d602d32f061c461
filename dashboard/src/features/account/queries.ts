import { useMutation, useQueryClient } from '@tanstack/react-query'
import { authKeys } from '#dashboard/app/session/queries.ts'
import { startSession } from '#dashboard/app/session/session.ts'
import { api, multipart, unwrap } from '#dashboard/lib/api-client.ts'
import type { PasswordChangeInput, ProfileInput } from '#worker/schemas/account.ts'
import type { Me } from '#worker/schemas/auth.ts'

/** Both return the person: the top bar (name, photo) reads the same `me` entry. */
function useSetMe() {
  const queryClient = useQueryClient()
  return (me: Me) => {
    queryClient.setQueryData(authKeys.me(), me)
    return queryClient.invalidateQueries({ queryKey: authKeys.me() })
  }
}

export function useUpdateProfile() {
  const setMe = useSetMe()
  return useMutation({
    mutationFn: (input: ProfileInput) => unwrap(api.account.profile.$put({ json: input })),
    onSuccess: setMe,
  })
}

export function useUploadProfilePhoto() {
  const setMe = useSetMe()
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData()
      form.set('file', file)
      return unwrap(api.account.photo.$post(undefined, multipart(form)))
    },
    onSuccess: setMe,
  })
}

/** Every other session ends; this tab gets a fresh one (new access token, new cookie). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChangeInput) => unwrap(api.account.password.$put({ json: input })),
    onSuccess: startSession,
  })
}
