import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#dashboard/lib/api-client.ts'
import type { RolePermissions } from '#worker/schemas/atelier/access.ts'
import type {
  InvitationAccepted,
  InvitationAcceptInput,
  InvitationPreview,
  StaffInvitationInput,
} from '#worker/schemas/atelier/invitations.ts'
import type {
  SalaryPayment,
  SalaryPaymentInput,
  SalaryPaymentListQuery,
  Staff,
  StaffDetail,
  StaffInput,
  StaffListQuery,
} from '#worker/schemas/atelier/staff.ts'
import type { Paged } from '#worker/schemas/fields.ts'
import { cashbookKeys } from '../cashbook/queries.ts'
import { atelierKeys } from '../shell/queries.ts'

const base = '/api/atelier'
const id = (value: string) => encodeURIComponent(value)

export const staffKeys = {
  all: [...atelierKeys.all, 'staff'] as const,
  lists: () => [...staffKeys.all, 'list'] as const,
  list: (filters: StaffListQuery) => [...staffKeys.lists(), filters] as const,
  detail: (staffId: string) => [...staffKeys.all, 'detail', staffId] as const,
  salaries: (filters: SalaryPaymentListQuery) => [...staffKeys.all, 'salaries', filters] as const,
  roles: () => [...atelierKeys.all, 'roles'] as const,
}

export const staffListQuery = (filters: StaffListQuery) =>
  queryOptions({
    queryKey: staffKeys.list(filters),
    queryFn: () => api.get<Paged<Staff>>(`${base}/staff`, filters),
    placeholderData: keepPreviousData,
  })

export const staffQuery = (staffId: string) =>
  queryOptions({
    queryKey: staffKeys.detail(staffId),
    queryFn: () => api.get<StaffDetail>(`${base}/staff/${id(staffId)}`),
  })

export const salaryPaymentsQuery = (filters: SalaryPaymentListQuery) =>
  queryOptions({
    queryKey: staffKeys.salaries(filters),
    queryFn: () => api.get<Paged<SalaryPayment>>(`${base}/salary-payments`, filters),
    placeholderData: keepPreviousData,
  })

export const rolesQuery = () =>
  queryOptions({
    queryKey: staffKeys.roles(),
    queryFn: () => api.get<RolePermissions>(`${base}/roles`),
  })

/** Every staff screen reads the same few lists: any change refreshes them all. */
function useStaffMutation<I, O>(fn: (input: I) => Promise<O>, alsoCashbook = false) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.all }),
        // A salary is a cash-book line: its lists and totals change with it.
        alsoCashbook ? queryClient.invalidateQueries({ queryKey: cashbookKeys.all }) : null,
      ]),
  })
}

export const useCreateStaff = () =>
  useStaffMutation((input: StaffInput) => api.post<Staff>(`${base}/staff`, input))

export const useUpdateStaff = (staffId: string) =>
  useStaffMutation((input: StaffInput) =>
    api.put<StaffDetail>(`${base}/staff/${id(staffId)}`, input),
  )

export const useDeactivateStaff = (staffId: string) =>
  useStaffMutation(() => api.delete<void>(`${base}/staff/${id(staffId)}`))

/** Sends, or sends again, the invitation: the answer never says whether the identifier exists. */
export const useInviteStaff = (staffId: string) =>
  useStaffMutation((input: StaffInvitationInput) =>
    api.post<Staff>(`${base}/staff/${id(staffId)}/invitation`, input),
  )

export const useCancelInvitation = (staffId: string) =>
  useStaffMutation(() => api.delete<Staff>(`${base}/staff/${id(staffId)}/invitation`))

/** The invitation page, for whoever holds the link (signed in or not). */
export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token] as const,
    queryFn: () => api.post<InvitationPreview>('/api/invitation/check', { token }),
    retry: false,
  })

export const useAcceptInvitation = () =>
  useMutation({
    mutationFn: (input: InvitationAcceptInput) =>
      api.post<InvitationAccepted>('/api/invitation/accept', input),
  })

export const useRemoveAccess = (staffId: string) =>
  useStaffMutation(() => api.delete<Staff>(`${base}/staff/${id(staffId)}/account`))

export const usePaySalary = () =>
  useStaffMutation(
    (input: SalaryPaymentInput) => api.post<SalaryPayment>(`${base}/salary-payments`, input),
    true,
  )

export const useDeleteSalaryPayment = () =>
  useStaffMutation(
    (paymentId: string) => api.delete<void>(`${base}/salary-payments/${id(paymentId)}`),
    true,
  )

export function useSaveRoles() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (roles: RolePermissions) => api.put<RolePermissions>(`${base}/roles`, { roles }),
    onSuccess: (roles) => queryClient.setQueryData(staffKeys.roles(), roles),
  })
}
