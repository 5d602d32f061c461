import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#dashboard/lib/api-client.ts'
import { queryRoots } from '#dashboard/lib/query-keys.ts'
import type { Paged } from '#worker/schemas/fields.ts'
import type {
  AdminPlanRequest,
  AdminRequestListQuery,
  AdminSubscription,
  AdminSubscriptionDetail,
  AdminSubscriptionListQuery,
  RequestRejectInput,
  SubscriptionStatusInput,
} from '#worker/schemas/plans.ts'

const BASE = '/api/admin/subscriptions'
const at = (id: string) => encodeURIComponent(id)

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
    queryFn: () => api.get<Paged<AdminSubscription>>(BASE, filters),
    placeholderData: keepPreviousData,
  })

export const adminSubscriptionQuery = (id: string) =>
  queryOptions({
    queryKey: adminSubscriptionKeys.detail(id),
    queryFn: () => api.get<AdminSubscriptionDetail>(`${BASE}/${at(id)}`),
  })

export const planRequestListQuery = (filters: AdminRequestListQuery) =>
  queryOptions({
    queryKey: adminSubscriptionKeys.requestList(filters),
    queryFn: () => api.get<Paged<AdminPlanRequest>>(`${BASE}/requests`, filters),
    placeholderData: keepPreviousData,
  })

export const planRequestQuery = (id: string) =>
  queryOptions({
    queryKey: adminSubscriptionKeys.request(id),
    queryFn: () => api.get<AdminPlanRequest>(`${BASE}/requests/${at(id)}`),
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
      api.patch<AdminSubscriptionDetail>(`${BASE}/${at(id)}/status`, input),
    onSuccess: () => invalidate(),
  })
}

export function useDecideRequest(id: string) {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: (decision: { approve: true } | ({ approve: false } & RequestRejectInput)) =>
      decision.approve
        ? api.post<AdminPlanRequest>(`${BASE}/requests/${at(id)}/approve`)
        : api.post<AdminPlanRequest>(`${BASE}/requests/${at(id)}/reject`, {
            message: decision.message,
          }),
    onSuccess: () => invalidate(),
  })
}
