import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, asQuery, encoded, unwrap } from '#dashboard/lib/api-client.ts'
import type { RolePermissions } from '#worker/schemas/atelier/access.ts'
import type { StaffInvitationInput } from '#worker/schemas/atelier/invitations.ts'
import type {
  SalaryPaymentInput,
  SalaryPaymentListQuery,
  StaffInput,
  StaffListQuery,
} from '#worker/schemas/atelier/staff.ts'
import type { ShopRoleInput } from '#worker/schemas/shop-access.ts'
import { cashbookKeys } from '../cashbook/queries.ts'
import { atelierKeys } from '../shell/queries.ts'

const { staff, 'salary-payments': salaries } = api.atelier

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
    queryFn: () => unwrap(staff.$get({ query: asQuery(filters) })),
    placeholderData: keepPreviousData,
  })

export const staffQuery = (staffId: string) =>
  queryOptions({
    queryKey: staffKeys.detail(staffId),
    queryFn: () => unwrap(staff[':id'].$get({ param: encoded({ id: staffId }) })),
  })

export const salaryPaymentsQuery = (filters: SalaryPaymentListQuery) =>
  queryOptions({
    queryKey: staffKeys.salaries(filters),
    queryFn: () => unwrap(salaries.$get({ query: asQuery(filters) })),
    placeholderData: keepPreviousData,
  })

export const rolesQuery = () =>
  queryOptions({
    queryKey: staffKeys.roles(),
    queryFn: () => unwrap(api.atelier.roles.$get()),
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
  useStaffMutation((input: StaffInput) => unwrap(staff.$post({ json: input })))

export const useUpdateStaff = (staffId: string) =>
  useStaffMutation((input: StaffInput) =>
    unwrap(staff[':id'].$put({ param: encoded({ id: staffId }), json: input })),
  )

export const useDeactivateStaff = (staffId: string) =>
  useStaffMutation(() => unwrap(staff[':id'].$delete({ param: encoded({ id: staffId }) })))

/** Sends, or sends again, the invitation: the answer never says whether the identifier exists. */
export const useInviteStaff = (staffId: string) =>
  useStaffMutation((input: StaffInvitationInput) =>
    unwrap(staff[':id'].invitation.$post({ param: encoded({ id: staffId }), json: input })),
  )

export const useCancelInvitation = (staffId: string) =>
  useStaffMutation(() =>
    unwrap(staff[':id'].invitation.$delete({ param: encoded({ id: staffId }) })),
  )

/** Vendeur, Gestionnaire or none (ADR 055): the owner's alone. */
export const useSetShopRole = (staffId: string) =>
  useStaffMutation((input: ShopRoleInput) =>
    unwrap(staff[':id']['shop-role'].$put({ param: encoded({ id: staffId }), json: input })),
  )

export const useRemoveAccess = (staffId: string) =>
  useStaffMutation(() => unwrap(staff[':id'].account.$delete({ param: encoded({ id: staffId }) })))

export const usePaySalary = () =>
  useStaffMutation((input: SalaryPaymentInput) => unwrap(salaries.$post({ json: input })), true)

export const useDeleteSalaryPayment = () =>
  useStaffMutation(
    (paymentId: string) => unwrap(salaries[':id'].$delete({ param: encoded({ id: paymentId }) })),
    true,
  )

export function useSaveRoles() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (roles: RolePermissions) => unwrap(api.atelier.roles.$put({ json: { roles } })),
    onSuccess: (roles) => queryClient.setQueryData(staffKeys.roles(), roles),
  })
}
