import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { customerKeys } from '#dashboard/features/customers/queries.ts'
import { api, asQuery, encoded, unwrap } from '#dashboard/lib/api-client.ts'
import type {
  AtelierCustomerListQuery,
  GarmentTypeInput,
  MeasurementInput,
  MeasurementListQuery,
  MeasurementPartInput,
} from '#worker/schemas/atelier/measurements.ts'
import type { CustomerInput } from '#worker/schemas/customers.ts'
import { atelierKeys } from '../shell/queries.ts'

const {
  'garment-types': garmentTypes,
  'measurement-parts': measurementParts,
  customers,
  measurements,
} = api.atelier

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
    queryFn: () => unwrap(garmentTypes.$get()),
  })

export const measurementPartsQuery = () =>
  queryOptions({
    queryKey: measureKeys.parts(),
    queryFn: () => unwrap(measurementParts.$get()),
  })

export const atelierCustomersQuery = (query: AtelierCustomerListQuery) =>
  queryOptions({
    queryKey: measureKeys.customerList(query),
    queryFn: () => unwrap(customers.$get({ query: asQuery(query) })),
    placeholderData: keepPreviousData,
  })

export const atelierCustomerQuery = (id: string) =>
  queryOptions({
    queryKey: measureKeys.customer(id),
    queryFn: () => unwrap(customers[':id'].$get({ param: encoded({ id }) })),
  })

export const measurementListQuery = (query: MeasurementListQuery) =>
  queryOptions({
    queryKey: measureKeys.measurementList(query),
    queryFn: () => unwrap(measurements.$get({ query: asQuery(query) })),
    placeholderData: keepPreviousData,
  })

export const measurementQuery = (id: string) =>
  queryOptions({
    queryKey: measureKeys.measurement(id),
    queryFn: () => unwrap(measurements[':id'].$get({ param: encoded({ id }) })),
  })

type NamedWrites<I, T> = {
  create: (input: I) => Promise<T>
  update: (id: string, input: I) => Promise<T>
  remove: (id: string) => Promise<unknown>
}

/** Create, update and delete of a named list (types, parts), refreshing `keys`. */
function useNamedMutations<I, T>(writes: NamedWrites<I, T>, keys: readonly (readonly unknown[])[]) {
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
  return {
    create: useMutation({ mutationFn: writes.create, onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: I }) => writes.update(id, input),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: writes.remove, onSuccess: refresh }),
  }
}

export const useGarmentTypeMutations = () =>
  useNamedMutations(
    {
      create: (input: GarmentTypeInput) => unwrap(garmentTypes.$post({ json: input })),
      update: (id: string, input: GarmentTypeInput) =>
        unwrap(garmentTypes[':id'].$put({ param: encoded({ id }), json: input })),
      remove: (id: string) => unwrap(garmentTypes[':id'].$delete({ param: encoded({ id }) })),
    },
    [measureKeys.garmentTypes()],
  )

/** A part's name shows inside every clothing type measured with it. */
export const useMeasurementPartMutations = () =>
  useNamedMutations(
    {
      create: (input: MeasurementPartInput) => unwrap(measurementParts.$post({ json: input })),
      update: (id: string, input: MeasurementPartInput) =>
        unwrap(measurementParts[':id'].$put({ param: encoded({ id }), json: input })),
      remove: (id: string) => unwrap(measurementParts[':id'].$delete({ param: encoded({ id }) })),
    },
    [measureKeys.parts(), measureKeys.garmentTypes()],
  )

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
    mutationFn: (input: CustomerInput) => unwrap(customers.$post({ json: input })),
    onSuccess: refresh,
  })
}

export function useUpdateAtelierCustomer(id: string) {
  const refresh = useRefreshCustomers()
  return useMutation({
    mutationFn: (input: CustomerInput) =>
      unwrap(customers[':id'].$put({ param: encoded({ id }), json: input })),
    onSuccess: refresh,
  })
}

export function useTakeMeasurement(customerId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: MeasurementInput) =>
      unwrap(
        customers[':id'].measurements.$post({ param: encoded({ id: customerId }), json: input }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: measureKeys.measurements() }),
        queryClient.invalidateQueries({ queryKey: measureKeys.customers() }),
      ]),
  })
}
