import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#dashboard/lib/api-client.ts'
import type {
  AdminUser,
  AdminUserDetail,
  AdminUserListQuery,
  UserStatusInput,
} from '#worker/schemas/admin.ts'
import type { Paged } from '#worker/schemas/fields.ts'

export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  lists: () => [...adminUserKeys.all, 'list'] as const,
  list: (filters: AdminUserListQuery) => [...adminUserKeys.lists(), filters] as const,
  detail: (id: string) => [...adminUserKeys.all, 'detail', id] as const,
}

export const adminUserListQuery = (filters: AdminUserListQuery) =>
  queryOptions({
    queryKey: adminUserKeys.list(filters),
    queryFn: () => api.get<Paged<AdminUser>>('/api/admin/users', filters),
    placeholderData: keepPreviousData,
  })

export const adminUserQuery = (id: string) =>
  queryOptions({
    queryKey: adminUserKeys.detail(id),
    queryFn: () => api.get<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}`),
  })

export function useSetUserStatus(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: UserStatusInput) =>
      api.patch<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}/status`, input),
    onSuccess: (user) => {
      queryClient.setQueryData(adminUserKeys.detail(id), user)
      return queryClient.invalidateQueries({ queryKey: adminUserKeys.lists() })
    },
  })
}
