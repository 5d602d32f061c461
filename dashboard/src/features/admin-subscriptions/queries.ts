import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, asQuery, encoded, unwrap } from '#dashboard/lib/api-client.ts'
import { queryRoots } from '#dashboard/lib/query-keys.ts'
import type {
  AdminRequestListQuery,
  AdminSubscriptionListQuery,
  RequestRejectInput,
  SubscriptionStatusInput,
} from '#worker/schemas/plans.ts'

const subscriptions = api.admin.subscriptions

export const adminSubscriptionKeys = {
  all: ['admin-subscriptions'] as const,
  list: (f: AdminSubscriptionListQuery) => [...adminSubscriptionKeys.all, 'list', f] as const,
  detail: (id: string) => [...adminSubscriptionKeys.all, 'detail', id] as const,
  requestList: (f: AdminRequestListQuery) =>
    [...adminSubscriptionKeys.all, 'requests', 'list', f] as const,
  request: (id: string) => [...adminSubscriptionKeys.all, 'requests', 'detail', id] as const,
}
// Subscriber counts (admin plans) and the admins' bell change with every decision.
const RELATED = [queryRoots.adminPlans, queryRoots.notifications] as const

export const adminSubscriptionListQuery = (filters: AdminSubscriptionListQuery) =>
  queryOptions({
    queryKey: adminSubscriptionKeys.list(filters),
    queryFn: () => unwrap(subscriptions.$get({ query: asQuery(filters) })),
    placeholderData: keepPreviousData,
  })

export const adminSubscriptionQuery = (id: string) =>
  queryOptions({
    queryKey: adminSubscriptionKeys.detail(id),
    queryFn: () => unwrap(subscriptions[':id'].$get({ param: encoded({ id }) })),
  })

export const planRequestListQuery = (filters: AdminRequestListQuery) =>
  queryOptions({
    queryKey: adminSubscriptionKeys.requestList(filters),
    queryFn: () => unwrap(subscriptions.requests.$get({ query: asQuery(filters) })),
    placeholderData: keepPreviousData,
  })

export const planRequestQuery = (id: string) =>
  queryOptions({
    queryKey: adminSubscriptionKeys.request(id),
    queryFn: () => unwrap(subscriptions.requests[':id'].$get({ param: encoded({ id }) })),
  })

function useInvalidate() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all(
      [adminSubscriptionKeys.all, ...RELATED].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    )
}

export function useChangeSubscriptionStatus(id: string) {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: async (input: SubscriptionStatusInput) =>
      unwrap(subscriptions[':id'].status.$patch({ param: encoded({ id }), json: input })),
    onSuccess: () => invalidate(),
  })
}

export function useDecideRequest(id: string) {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: (decision: { approve: true } | ({ approve: false } & RequestRejectInput)) =>
      decision.approve
        ? unwrap(subscriptions.requests[':id'].approve.$post({ param: encoded({ id }) }))
        : unwrap(
            subscriptions.requests[':id'].reject.$post({
              param: encoded({ id }),
              json: { message: decision.message },
            }),
          ),
    onSuccess: () => invalidate(),
  })
}
