import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, encoded, unwrap } from '#dashboard/lib/api-client.ts'
import { queryRoots } from '#dashboard/lib/query-keys.ts'
import type { PlanInput } from '#worker/schemas/plans.ts'

export const adminPlanKeys = {
  all: queryRoots.adminPlans,
  list: () => [...adminPlanKeys.all, 'list'] as const,
  detail: (id: string) => [...adminPlanKeys.all, 'detail', id] as const,
}

export const adminPlanListQuery = () =>
  queryOptions({
    queryKey: adminPlanKeys.list(),
    queryFn: async () => (await unwrap(api.admin.plans.$get())).items,
  })

export const adminPlanQuery = (id: string) =>
  queryOptions({
    queryKey: adminPlanKeys.detail(id),
    queryFn: () => unwrap(api.admin.plans[':id'].$get({ param: encoded({ id }) })),
  })

function useInvalidatePlans() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminPlanKeys.all }),
      queryClient.invalidateQueries({ queryKey: queryRoots.plans }),
    ])
}

export function useCreatePlan() {
  const invalidate = useInvalidatePlans()
  return useMutation({
    mutationFn: (input: PlanInput) => unwrap(api.admin.plans.$post({ json: input })),
    onSuccess: () => invalidate(),
  })
}

export function useUpdatePlan(id: string) {
  const queryClient = useQueryClient()
  const invalidate = useInvalidatePlans()
  return useMutation({
    mutationFn: (input: PlanInput) =>
      unwrap(api.admin.plans[':id'].$put({ param: encoded({ id }), json: input })),
    onSuccess: (plan) => {
      queryClient.setQueryData(adminPlanKeys.detail(id), plan)
      return invalidate()
    },
  })
}

export function useDeletePlan() {
  const queryClient = useQueryClient()
  const invalidate = useInvalidatePlans()
  return useMutation({
    mutationFn: (id: string) => unwrap(api.admin.plans[':id'].$delete({ param: encoded({ id }) })),
    onSuccess: (_void, id) => {
      queryClient.removeQueries({ queryKey: adminPlanKeys.detail(id) })
      return invalidate()
    },
  })
}
