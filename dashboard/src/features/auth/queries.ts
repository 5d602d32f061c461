import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '#dashboard/lib/api-client.ts'

// The /auth pages are the worker's (ADR 064); this is the dashboard's side of the account's
// confirmation: the verification banner's « Renvoyer le message ».

export function useResendVerification() {
  return useMutation({
    mutationFn: () => unwrap(api.verify.resend.$post()),
  })
}
