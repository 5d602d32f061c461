import { QueryClient } from '@tanstack/react-query'
import { ApiClientError } from './api-client.ts'

/** 1 s, doubling, capped at 30 s. */
export const backoff = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000)

/** Retries server and network failures only: a 4xx will not change by asking again. */
export const retryUpTo = (times: number) => (failures: number, error: unknown) =>
  failures < times &&
  !(error instanceof ApiClientError && error.status >= 400 && error.status < 500)

export const FIVE_MINUTES = 5 * 60 * 1000

/*
 * Offline, the service worker answers (ADR 057): a read from what the phone kept, or a French
 * refusal; a write with a French refusal, never queued. So calls always go to it
 * (`networkMode: 'always'`). TanStack Query's default holds them while the browser says it is
 * offline: a page not seen before loaded forever, and a form's write waited, its button
 * disabled, to be sent whenever the network came back.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: retryUpTo(1),
      retryDelay: backoff,
      refetchOnWindowFocus: false,
      networkMode: 'always',
    },
    mutations: { retry: false, networkMode: 'always' },
  },
})
