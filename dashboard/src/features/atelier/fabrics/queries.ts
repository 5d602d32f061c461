import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#dashboard/lib/api-client.ts'
import type {
  Fabric,
  FabricCreateInput,
  FabricDetail,
  FabricListQuery,
  FabricMovementInput,
  FabricUpdateInput,
} from '#worker/schemas/atelier/fabrics.ts'
import type { Lookup, LookupInput, LookupKind } from '#worker/schemas/atelier/lookups.ts'
import type { Service, ServiceInput } from '#worker/schemas/atelier/services.ts'
import type {
  Supplier,
  SupplierDetail,
  SupplierInput,
  SupplierListQuery,
} from '#worker/schemas/atelier/suppliers.ts'
import type { Paged } from '#worker/schemas/fields.ts'
import { atelierKeys } from '../shell/queries.ts'

const base = '/api/atelier'
const at = (path: string, id: string) => `${base}/${path}/${encodeURIComponent(id)}`

// Under atelierKeys.all: switching the atelier on refreshes them all.
export const fabricKeys = {
  allLookups: () => [...atelierKeys.all, 'lookups'] as const,
  lookups: (kind: LookupKind) => [...fabricKeys.allLookups(), kind] as const,
  fabrics: () => [...atelierKeys.all, 'fabrics'] as const,
  fabricList: (q: FabricListQuery) => [...fabricKeys.fabrics(), 'list', q] as const,
  fabric: (id: string) => [...fabricKeys.fabrics(), 'detail', id] as const,
  suppliers: () => [...atelierKeys.all, 'suppliers'] as const,
  supplierList: (q: SupplierListQuery) => [...fabricKeys.suppliers(), 'list', q] as const,
  supplier: (id: string) => [...fabricKeys.suppliers(), 'detail', id] as const,
  services: () => [...atelierKeys.all, 'services'] as const,
}

export const lookupsQuery = (kind: LookupKind) =>
  queryOptions({
    queryKey: fabricKeys.lookups(kind),
    queryFn: () => api.get<Lookup[]>(`${base}/lookups/${kind}`),
  })

export const fabricListQuery = (query: FabricListQuery) =>
  queryOptions({
    queryKey: fabricKeys.fabricList(query),
    queryFn: () => api.get<Paged<Fabric>>(`${base}/fabrics`, query),
    placeholderData: keepPreviousData,
  })

export const fabricQuery = (id: string) =>
  queryOptions({
    queryKey: fabricKeys.fabric(id),
    queryFn: () => api.get<FabricDetail>(at('fabrics', id)),
  })

export const supplierListQuery = (query: SupplierListQuery) =>
  queryOptions({
    queryKey: fabricKeys.supplierList(query),
    queryFn: () => api.get<Paged<Supplier>>(`${base}/suppliers`, query),
    placeholderData: keepPreviousData,
  })

/** Every supplier (the pickers of the fabric form and the purchase dialog). */
export const allSuppliersQuery = () => supplierListQuery({ pageSize: 100 })

export const supplierQuery = (id: string) =>
  queryOptions({
    queryKey: fabricKeys.supplier(id),
    queryFn: () => api.get<SupplierDetail>(at('suppliers', id)),
  })

export const servicesQuery = () =>
  queryOptions({
    queryKey: fabricKeys.services(),
    queryFn: () => api.get<Service[]>(`${base}/services`),
  })

function useRefresh(...keys: (readonly unknown[])[]) {
  const queryClient = useQueryClient()
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}

/** A list entry's name shows on fabrics and suppliers: both refresh with it. */
export function useLookupMutations(kind: LookupKind) {
  const refresh = useRefresh(fabricKeys.lookups(kind), fabricKeys.fabrics(), fabricKeys.suppliers())
  return {
    create: useMutation({
      mutationFn: (input: LookupInput) => api.post<Lookup>(`${base}/lookups/${kind}`, input),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: LookupInput }) =>
        api.put<Lookup>(at(`lookups/${kind}`, id), input),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete(at(`lookups/${kind}`, id)),
      onSuccess: refresh,
    }),
  }
}

/**
 * A fabric change shows far: supplier counts, list usage, the cash book (purchases), the
 * atelier dashboard (low stock). Everything under the atelier key refreshes (only what is
 * on screen refetches).
 */
function useRefreshFabrics() {
  return useRefresh(atelierKeys.all)
}

export function useCreateFabric() {
  const refresh = useRefreshFabrics()
  return useMutation({
    mutationFn: (input: FabricCreateInput) => api.post<FabricDetail>(`${base}/fabrics`, input),
    onSuccess: refresh,
  })
}

export function useUpdateFabric(id: string) {
  const refresh = useRefreshFabrics()
  return useMutation({
    mutationFn: (input: FabricUpdateInput) => api.put<FabricDetail>(at('fabrics', id), input),
    onSuccess: refresh,
  })
}

export function useDeleteFabric() {
  const refresh = useRefreshFabrics()
  return useMutation({
    mutationFn: (id: string) => api.delete(at('fabrics', id)),
    onSuccess: refresh,
  })
}

export function useFabricMovement(id: string) {
  const queryClient = useQueryClient()
  const refresh = useRefreshFabrics()
  return useMutation({
    mutationFn: (input: FabricMovementInput) =>
      api.post<FabricDetail>(`${at('fabrics', id)}/movements`, input),
    onSuccess: (fabric) => {
      queryClient.setQueryData(fabricKeys.fabric(id), fabric)
      return refresh()
    },
  })
}

export function useSupplierMutations() {
  const refresh = useRefresh(fabricKeys.suppliers(), fabricKeys.fabrics(), fabricKeys.allLookups())
  return {
    create: useMutation({
      mutationFn: (input: SupplierInput) => api.post<Supplier>(`${base}/suppliers`, input),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: SupplierInput }) =>
        api.put<SupplierDetail>(at('suppliers', id), input),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete(at('suppliers', id)),
      onSuccess: refresh,
    }),
  }
}

export function useServiceMutations() {
  const refresh = useRefresh(fabricKeys.services())
  return {
    create: useMutation({
      mutationFn: (input: ServiceInput) => api.post<Service>(`${base}/services`, input),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: ServiceInput }) =>
        api.put<Service>(at('services', id), input),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete(at('services', id)),
      onSuccess: refresh,
    }),
  }
}
