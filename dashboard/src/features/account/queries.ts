import { useMutation, useQueryClient } from '@tanstack/react-query'
import { authKeys } from '#dashboard/features/auth/queries.ts'
import { startSession } from '#dashboard/features/auth/session.ts'
import { api } from '#dashboard/lib/api-client.ts'
import type { PasswordChangeInput, ProfileInput } from '#worker/schemas/account.ts'
import type { AuthResult, Me } from '#worker/schemas/auth.ts'

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
    mutationFn: (input: ProfileInput) => api.put<Me>('/api/account/profile', input),
    onSuccess: setMe,
  })
}

export function useUploadProfilePhoto() {
  const setMe = useSetMe()
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData()
      form.set('file', file)
      return api.upload<Me>('/api/account/photo', form)
    },
    onSuccess: setMe,
  })
}

/** Every other session ends; this tab gets a fresh one (new access token, new cookie). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChangeInput) => api.put<AuthResult>('/api/account/password', input),
    onSuccess: startSession,
  })
}
