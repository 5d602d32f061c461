import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '#dashboard/lib/api-client.ts'

// The /auth pages' own calls are in requests.ts (their entry has no query cache, ADR 062);
// this is the dashboard's side: the verification banner.

export function useResendVerification() {
  return useMutation({
    mutationFn: () => unwrap(api.verify.resend.$post()),
  })
}
