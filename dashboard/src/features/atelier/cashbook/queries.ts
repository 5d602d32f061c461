import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, asQuery, encoded, unwrap } from '#dashboard/lib/api-client.ts'
import type {
  CashbookCategoryInput,
  CashbookEntryInput,
  CashbookListQuery,
  CashbookSummaryQuery,
} from '#worker/schemas/atelier/cashbook.ts'
import { atelierKeys } from '../shell/queries.ts'

const cashbook = api.atelier.cashbook

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
    queryFn: () => unwrap(cashbook.$get({ query: asQuery(filters) })),
    placeholderData: keepPreviousData,
  })

export const cashbookSummaryQuery = (q: CashbookSummaryQuery) =>
  queryOptions({
    queryKey: cashbookKeys.summary(q),
    queryFn: () => unwrap(cashbook.summary.$get({ query: asQuery(q) })),
  })

export const cashbookEntryQuery = (entryId: string) =>
  queryOptions({
    queryKey: cashbookKeys.detail(entryId),
    queryFn: () => unwrap(cashbook[':id'].$get({ param: encoded({ id: entryId }) })),
  })

export const cashbookCategoriesQuery = () =>
  queryOptions({
    queryKey: cashbookKeys.categories(),
    queryFn: () => unwrap(cashbook.categories.$get()),
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
  useCashbookMutation((input: CashbookEntryInput) => unwrap(cashbook.$post({ json: input })))

export const useUpdateEntry = (entryId: string) =>
  useCashbookMutation((input: CashbookEntryInput) =>
    unwrap(cashbook[':id'].$put({ param: encoded({ id: entryId }), json: input })),
  )

export const useDeleteEntry = () =>
  useCashbookMutation((entryId: string) =>
    unwrap(cashbook[':id'].$delete({ param: encoded({ id: entryId }) })),
  )

export const useCreateCategory = () =>
  useCashbookMutation((input: CashbookCategoryInput) =>
    unwrap(cashbook.categories.$post({ json: input })),
  )

export const useUpdateCategory = () =>
  useCashbookMutation(
    ({ categoryId, input }: { categoryId: string; input: CashbookCategoryInput }) =>
      unwrap(cashbook.categories[':id'].$put({ param: encoded({ id: categoryId }), json: input })),
  )

export const useDeleteCategory = () =>
  useCashbookMutation((categoryId: string) =>
    unwrap(cashbook.categories[':id'].$delete({ param: encoded({ id: categoryId }) })),
  )
