import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, asQuery, encoded, unwrap } from '#dashboard/lib/api-client.ts'
import type { ReviewListQuery } from '#worker/schemas/reviews.ts'

export const reviewKeys = {
  all: ['reviews'] as const,
  lists: () => [...reviewKeys.all, 'list'] as const,
  list: (filters: ReviewListQuery) => [...reviewKeys.lists(), filters] as const,
}

export const reviewListQuery = (filters: ReviewListQuery) =>
  queryOptions({
    queryKey: reviewKeys.list(filters),
    queryFn: () => unwrap(api.reviews.$get({ query: asQuery(filters) })),
    placeholderData: keepPreviousData,
  })

/** PUT /api/reviews/:id/answer: the shop's public answer (empty removes it). */
export function useAnswerReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, answer }: { id: string; answer: string }) =>
      unwrap(api.reviews[':id'].answer.$put({ param: encoded({ id }), json: { answer } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.lists() }),
  })
}

/** POST /api/reviews/:id/hide: hidden with a reason, still counted for shoppers. */
export function useHideReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) =>
      unwrap(api.reviews[':id'].hide.$post({ param: encoded({ id }), json: { reason } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.lists() }),
  })
}
