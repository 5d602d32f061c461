import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#dashboard/lib/api-client.ts'
import type {
  CashbookCategory,
  CashbookCategoryInput,
  CashbookEntry,
  CashbookEntryInput,
  CashbookListQuery,
  CashbookPage,
  CashbookPeriod,
  CashbookSummaryQuery,
} from '#worker/schemas/atelier/cashbook.ts'
import { atelierKeys } from '../shell/queries.ts'

const base = '/api/atelier/cashbook'
const id = (value: string) => encodeURIComponent(value)

export const cashbookKeys = {
  all: [...atelierKeys.all, 'cashbook'] as const,
  list: (filters: CashbookListQuery) => [...cashbookKeys.all, 'list', filters] as const,
  summary: (q: CashbookSummaryQuery) => [...cashbookKeys.all, 'summary', q] as const,
  detail: (entryId: string) => [...cashbookKeys.all, 'detail', entryId] as const,
  categories: () => [...cashbookKeys.all, 'categories'] as const,
}

export const cashbookListQuery = (filters: CashbookListQuery) =>
  queryOptions({
    queryKey: cashbookKeys.list(filters),
    queryFn: () => api.get<CashbookPage>(base, filters),
    placeholderData: keepPreviousData,
  })

export const cashbookSummaryQuery = (q: CashbookSummaryQuery) =>
  queryOptions({
    queryKey: cashbookKeys.summary(q),
    queryFn: () => api.get<CashbookPeriod[]>(`${base}/summary`, q),
  })

export const cashbookEntryQuery = (entryId: string) =>
  queryOptions({
    queryKey: cashbookKeys.detail(entryId),
    queryFn: () => api.get<CashbookEntry>(`${base}/${id(entryId)}`),
  })

export const cashbookCategoriesQuery = () =>
  queryOptions({
    queryKey: cashbookKeys.categories(),
    queryFn: () => api.get<CashbookCategory[]>(`${base}/categories`),
  })

/** Any write changes the lists, the totals, the chart and the categories' counts. */
function useCashbookMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cashbookKeys.all }),
  })
}

export const useCreateEntry = () =>
  useCashbookMutation((input: CashbookEntryInput) => api.post<CashbookEntry>(base, input))

export const useUpdateEntry = (entryId: string) =>
  useCashbookMutation((input: CashbookEntryInput) =>
    api.put<CashbookEntry>(`${base}/${id(entryId)}`, input),
  )

export const useDeleteEntry = () =>
  useCashbookMutation((entryId: string) => api.delete<void>(`${base}/${id(entryId)}`))

export const useCreateCategory = () =>
  useCashbookMutation((input: CashbookCategoryInput) =>
    api.post<CashbookCategory>(`${base}/categories`, input),
  )

export const useUpdateCategory = () =>
  useCashbookMutation(
    ({ categoryId, input }: { categoryId: string; input: CashbookCategoryInput }) =>
      api.put<CashbookCategory>(`${base}/categories/${id(categoryId)}`, input),
  )

export const useDeleteCategory = () =>
  useCashbookMutation((categoryId: string) =>
    api.delete<void>(`${base}/categories/${id(categoryId)}`),
  )
