import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { customerKeys } from '#dashboard/features/customers/queries.ts'
import { api } from '#dashboard/lib/api-client.ts'
import type {
  AtelierCustomer,
  AtelierCustomerDetail,
  AtelierCustomerListQuery,
  GarmentType,
  GarmentTypeInput,
  Measurement,
  MeasurementDetail,
  MeasurementInput,
  MeasurementListItem,
  MeasurementListQuery,
  MeasurementPart,
  MeasurementPartInput,
} from '#worker/schemas/atelier/measurements.ts'
import type { CustomerInput } from '#worker/schemas/customers.ts'
import type { Paged } from '#worker/schemas/fields.ts'
import { atelierKeys } from '../shell/queries.ts'

const base = '/api/atelier'
const at = (path: string, id: string) => `${base}/${path}/${encodeURIComponent(id)}`

// Under atelierKeys.all: switching the atelier on (starter kit) refreshes them all.
export const measureKeys = {
  garmentTypes: () => [...atelierKeys.all, 'garment-types'] as const,
  parts: () => [...atelierKeys.all, 'measurement-parts'] as const,
  customers: () => [...atelierKeys.all, 'customers'] as const,
  customerList: (q: AtelierCustomerListQuery) => [...measureKeys.customers(), 'list', q] as const,
  customer: (id: string) => [...measureKeys.customers(), 'detail', id] as const,
  measurements: () => [...atelierKeys.all, 'measurements'] as const,
  measurementList: (q: MeasurementListQuery) => [...measureKeys.measurements(), 'list', q] as const,
  measurement: (id: string) => [...measureKeys.measurements(), 'detail', id] as const,
}

export const garmentTypesQuery = () =>
  queryOptions({
    queryKey: measureKeys.garmentTypes(),
    queryFn: () => api.get<GarmentType[]>(`${base}/garment-types`),
  })

export const measurementPartsQuery = () =>
  queryOptions({
    queryKey: measureKeys.parts(),
    queryFn: () => api.get<MeasurementPart[]>(`${base}/measurement-parts`),
  })

export const atelierCustomersQuery = (query: AtelierCustomerListQuery) =>
  queryOptions({
    queryKey: measureKeys.customerList(query),
    queryFn: () => api.get<Paged<AtelierCustomer>>(`${base}/customers`, query),
    placeholderData: keepPreviousData,
  })

export const atelierCustomerQuery = (id: string) =>
  queryOptions({
    queryKey: measureKeys.customer(id),
    queryFn: () => api.get<AtelierCustomerDetail>(at('customers', id)),
  })

export const measurementListQuery = (query: MeasurementListQuery) =>
  queryOptions({
    queryKey: measureKeys.measurementList(query),
    queryFn: () => api.get<Paged<MeasurementListItem>>(`${base}/measurements`, query),
    placeholderData: keepPreviousData,
  })

export const measurementQuery = (id: string) =>
  queryOptions({
    queryKey: measureKeys.measurement(id),
    queryFn: () => api.get<MeasurementDetail>(at('measurements', id)),
  })

/** Create, update and delete of a named list (types, parts), refreshing `keys`. */
function useNamedMutations<I, T>(path: string, keys: readonly (readonly unknown[])[]) {
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
  return {
    create: useMutation({
      mutationFn: (input: I) => api.post<T>(`${base}/${path}`, input),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: I }) => api.put<T>(at(path, id), input),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete(at(path, id)),
      onSuccess: refresh,
    }),
  }
}

export const useGarmentTypeMutations = () =>
  useNamedMutations<GarmentTypeInput, GarmentType>('garment-types', [measureKeys.garmentTypes()])

/** A part's name shows inside every clothing type measured with it. */
export const useMeasurementPartMutations = () =>
  useNamedMutations<MeasurementPartInput, MeasurementPart>('measurement-parts', [
    measureKeys.parts(),
    measureKeys.garmentTypes(),
  ])

/** The atelier's customers are the shop's: the shop's Clients lists change too. */
function useRefreshCustomers() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: measureKeys.customers() }),
      queryClient.invalidateQueries({ queryKey: customerKeys.all }),
    ])
}

export function useCreateAtelierCustomer() {
  const refresh = useRefreshCustomers()
  return useMutation({
    mutationFn: (input: CustomerInput) => api.post<AtelierCustomer>(`${base}/customers`, input),
    onSuccess: refresh,
  })
}

export function useUpdateAtelierCustomer(id: string) {
  const refresh = useRefreshCustomers()
  return useMutation({
    mutationFn: (input: CustomerInput) =>
      api.put<AtelierCustomerDetail>(at('customers', id), input),
    onSuccess: refresh,
  })
}

export function useTakeMeasurement(customerId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: MeasurementInput) =>
      api.post<Measurement>(`${at('customers', customerId)}/measurements`, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: measureKeys.measurements() }),
        queryClient.invalidateQueries({ queryKey: measureKeys.customers() }),
      ]),
  })
}
