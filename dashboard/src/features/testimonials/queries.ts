import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, asQuery, encoded, unwrap } from '#dashboard/lib/api-client.ts'
import type { TestimonialInput, TestimonialListQuery } from '#worker/schemas/testimonials.ts'

export const testimonialKeys = {
  all: ['testimonials'] as const,
  lists: () => [...testimonialKeys.all, 'list'] as const,
  list: (filters: TestimonialListQuery) => [...testimonialKeys.lists(), filters] as const,
  details: () => [...testimonialKeys.all, 'detail'] as const,
  detail: (id: string) => [...testimonialKeys.details(), id] as const,
}

export const testimonialListQuery = (filters: TestimonialListQuery) =>
  queryOptions({
    queryKey: testimonialKeys.list(filters),
    queryFn: () => unwrap(api.testimonials.$get({ query: asQuery(filters) })),
    placeholderData: keepPreviousData,
  })

export const testimonialQuery = (id: string) =>
  queryOptions({
    queryKey: testimonialKeys.detail(id),
    queryFn: () => unwrap(api.testimonials[':id'].$get({ param: encoded({ id }) })),
  })

export function useCreateTestimonial() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: TestimonialInput) => unwrap(api.testimonials.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testimonialKeys.lists() }),
  })
}

export function useUpdateTestimonial(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: TestimonialInput) =>
      unwrap(api.testimonials[':id'].$put({ param: encoded({ id }), json: input })),
    onSuccess: (testimonial) => {
      queryClient.setQueryData(testimonialKeys.detail(id), testimonial)
      return queryClient.invalidateQueries({ queryKey: testimonialKeys.lists() })
    },
  })
}

export function useDeleteTestimonial() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => unwrap(api.testimonials[':id'].$delete({ param: encoded({ id }) })),
    onSuccess: (_void, id) => {
      queryClient.removeQueries({ queryKey: testimonialKeys.detail(id) })
      return queryClient.invalidateQueries({ queryKey: testimonialKeys.lists() })
    },
  })
}

/** POST /api/media: the customer's photo is uploaded first, then referenced by `mediaId`. */
