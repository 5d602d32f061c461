import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, asQuery, encoded, unwrap } from '#dashboard/lib/api-client.ts'
import { queryRoots } from '#dashboard/lib/query-keys.ts'
import type { AdminUserListQuery, UserStatusInput } from '#worker/schemas/admin.ts'

export const adminUserKeys = {
  all: queryRoots.adminUsers,
  lists: () => [...adminUserKeys.all, 'list'] as const,
  list: (filters: AdminUserListQuery) => [...adminUserKeys.lists(), filters] as const,
  detail: (id: string) => [...adminUserKeys.all, 'detail', id] as const,
}

export const adminUserListQuery = (filters: AdminUserListQuery) =>
  queryOptions({
    queryKey: adminUserKeys.list(filters),
    queryFn: () => unwrap(api.admin.users.$get({ query: asQuery(filters) })),
    placeholderData: keepPreviousData,
  })

export const adminUserQuery = (id: string) =>
  queryOptions({
    queryKey: adminUserKeys.detail(id),
    queryFn: () => unwrap(api.admin.users[':id'].$get({ param: encoded({ id }) })),
  })

export function useSetUserStatus(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: UserStatusInput) =>
      unwrap(api.admin.users[':id'].status.$patch({ param: encoded({ id }), json: input })),
    onSuccess: (user) => {
      queryClient.setQueryData(adminUserKeys.detail(id), user)
      return queryClient.invalidateQueries({ queryKey: adminUserKeys.lists() })
    },
  })
}
