import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, asQuery, encoded, unwrap } from '#dashboard/lib/api-client.ts'
import type {
  FabricCreateInput,
  FabricListQuery,
  FabricMovementInput,
  FabricUpdateInput,
} from '#worker/schemas/atelier/fabrics.ts'
import type { LookupInput, LookupKind } from '#worker/schemas/atelier/lookups.ts'
import type { ServiceInput } from '#worker/schemas/atelier/services.ts'
import type { SupplierInput, SupplierListQuery } from '#worker/schemas/atelier/suppliers.ts'
import { atelierKeys } from '../shell/queries.ts'

const { fabrics, lookups, suppliers, services } = api.atelier

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
    queryFn: () => unwrap(lookups[':kind'].$get({ param: encoded({ kind }) })),
  })

export const fabricListQuery = (query: FabricListQuery) =>
  queryOptions({
    queryKey: fabricKeys.fabricList(query),
    queryFn: () => unwrap(fabrics.$get({ query: asQuery(query) })),
    placeholderData: keepPreviousData,
  })

export const fabricQuery = (id: string) =>
  queryOptions({
    queryKey: fabricKeys.fabric(id),
    queryFn: () => unwrap(fabrics[':id'].$get({ param: encoded({ id }) })),
  })

export const supplierListQuery = (query: SupplierListQuery) =>
  queryOptions({
    queryKey: fabricKeys.supplierList(query),
    queryFn: () => unwrap(suppliers.$get({ query: asQuery(query) })),
    placeholderData: keepPreviousData,
  })

/** Every supplier (the pickers of the fabric form and the purchase dialog). */
export const allSuppliersQuery = () => supplierListQuery({ pageSize: 100 })

export const supplierQuery = (id: string) =>
  queryOptions({
    queryKey: fabricKeys.supplier(id),
    queryFn: () => unwrap(suppliers[':id'].$get({ param: encoded({ id }) })),
  })

export const servicesQuery = () =>
  queryOptions({
    queryKey: fabricKeys.services(),
    queryFn: () => unwrap(services.$get()),
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
      mutationFn: (input: LookupInput) =>
        unwrap(lookups[':kind'].$post({ param: encoded({ kind }), json: input })),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: LookupInput }) =>
        unwrap(lookups[':kind'][':id'].$put({ param: encoded({ kind, id }), json: input })),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        unwrap(lookups[':kind'][':id'].$delete({ param: encoded({ kind, id }) })),
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
    mutationFn: (input: FabricCreateInput) => unwrap(fabrics.$post({ json: input })),
    onSuccess: refresh,
  })
}

export function useUpdateFabric(id: string) {
  const refresh = useRefreshFabrics()
  return useMutation({
    mutationFn: (input: FabricUpdateInput) =>
      unwrap(fabrics[':id'].$put({ param: encoded({ id }), json: input })),
    onSuccess: refresh,
  })
}

export function useDeleteFabric() {
  const refresh = useRefreshFabrics()
  return useMutation({
    mutationFn: (id: string) => unwrap(fabrics[':id'].$delete({ param: encoded({ id }) })),
    onSuccess: refresh,
  })
}

export function useFabricMovement(id: string) {
  const queryClient = useQueryClient()
  const refresh = useRefreshFabrics()
  return useMutation({
    mutationFn: (input: FabricMovementInput) =>
      unwrap(fabrics[':id'].movements.$post({ param: encoded({ id }), json: input })),
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
      mutationFn: (input: SupplierInput) => unwrap(suppliers.$post({ json: input })),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: SupplierInput }) =>
        unwrap(suppliers[':id'].$put({ param: encoded({ id }), json: input })),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => unwrap(suppliers[':id'].$delete({ param: encoded({ id }) })),
      onSuccess: refresh,
    }),
  }
}

export function useServiceMutations() {
  const refresh = useRefresh(fabricKeys.services())
  return {
    create: useMutation({
      mutationFn: (input: ServiceInput) => unwrap(services.$post({ json: input })),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: ServiceInput }) =>
        unwrap(services[':id'].$put({ param: encoded({ id }), json: input })),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => unwrap(services[':id'].$delete({ param: encoded({ id }) })),
      onSuccess: refresh,
    }),
  }
}
