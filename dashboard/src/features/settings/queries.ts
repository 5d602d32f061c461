import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { storeKeys } from '#dashboard/app/shop/queries.ts'
import { api, unwrap } from '#dashboard/lib/api-client.ts'
import { backoff, FIVE_MINUTES, retryUpTo } from '#dashboard/lib/query-client.ts'
import { queryRoots } from '#dashboard/lib/query-keys.ts'
import type { PersonalizationDraft, PersonalizationInput } from '#worker/schemas/personalization.ts'
import type { PlanRequestInput } from '#worker/schemas/plans.ts'
import type {
  AlertPreferencesInput,
  ContactCodeInput,
  ContactCodeRequest,
} from '#worker/schemas/shop-contacts.ts'
import type { Store, StoreProfileInput } from '#worker/schemas/stores.ts'

/** Under storeKeys.all: every write here also refreshes the shell's shop card. */
export const settingsKeys = {
  store: () => [...storeKeys.all, 'current'] as const,
  personalization: () => [...storeKeys.all, 'personalization'] as const,
  /** Under storeKeys.all: saving the profile (a new e-mail or number) refreshes it. */
  contacts: () => [...storeKeys.all, 'contacts'] as const,
  preview: (draft: PersonalizationDraft) => [...storeKeys.all, 'preview', draft] as const,
  plans: () => queryRoots.plans,
  subscription: () => ['subscription'] as const,
}

export const myStoreQuery = () =>
  queryOptions({
    queryKey: settingsKeys.store(),
    queryFn: () => unwrap(api.store.$get()),
    staleTime: FIVE_MINUTES,
    retry: retryUpTo(3),
    retryDelay: backoff,
  })

export const personalizationQuery = () =>
  queryOptions({
    queryKey: settingsKeys.personalization(),
    queryFn: () => unwrap(api.store.personalization.$get()),
  })

/** The storefront home for a draft; the last good page stays while a new one renders. */
export function usePreview(draft: PersonalizationDraft | null) {
  return useQuery({
    queryKey: settingsKeys.preview(draft ?? ({} as PersonalizationDraft)),
    queryFn: () => unwrap(api.store.preview.$post({ json: draft! })),
    enabled: draft !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  })
}

export const plansQuery = () =>
  queryOptions({
    queryKey: settingsKeys.plans(),
    queryFn: async () => (await unwrap(api.plans.$get())).items,
    staleTime: FIVE_MINUTES,
  })

export const subscriptionQuery = () =>
  queryOptions({
    queryKey: settingsKeys.subscription(),
    queryFn: () => unwrap(api.plans.subscription.$get()),
  })

/** A write answered with the shop: settings show it, and the shell's shop card refreshes. */
export function storeSaved(queryClient: QueryClient, store: Store) {
  queryClient.setQueryData(settingsKeys.store(), store)
  return queryClient.invalidateQueries({ queryKey: storeKeys.all })
}

function useStoreWrite<TInput>(write: (input: TInput) => Promise<Store>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: (store) => storeSaved(queryClient, store),
  })
}

export const useUpdateProfile = () =>
  useStoreWrite((input: StoreProfileInput) => unwrap(api.store.profile.$put({ json: input })))

export function useUpdatePersonalization() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PersonalizationInput) =>
      unwrap(api.store.personalization.$put({ json: input })),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.personalization(), saved)
      return queryClient.invalidateQueries({ queryKey: storeKeys.all })
    },
  })
}

/** POST /api/media: section pictures are uploaded first, then referenced by id. */

export function useRequestPlan() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PlanRequestInput) => unwrap(api.plans.requests.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.subscription() }),
  })
}

/** What one period of a plan costs and where to pay it (the platform's numbers, online or not). */
export const planPaymentQuery = (planId: string) =>
  queryOptions({
    queryKey: [...settingsKeys.subscription(), 'payment', planId] as const,
    queryFn: () => unwrap(api.plans.payment.$get({ query: { planId } })),
  })

/** Starts paying a plan online; the caller sends the browser to the provider's hosted page. */
export const useStartPlanPayment = () =>
  useMutation({
    mutationFn: (planId: string) => unwrap(api.plans.payments.$post({ json: { planId } })),
  })

/** Whether the shop may send, its two contacts' verification, and what was held today. */
export const contactsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.contacts(),
    queryFn: () => unwrap(api.store.contacts.$get()),
  })

export function useSendContactCode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ContactCodeRequest) =>
      unwrap(api.store.contacts.code.$post({ json: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.contacts() }),
  })
}

/** PUT /api/store/contacts/alerts: which channel gets which alert (issue 15). */
export function useSaveAlertPreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: AlertPreferencesInput) =>
      unwrap(api.store.contacts.alerts.$put({ json: input })),
    onSuccess: (contacts) => queryClient.setQueryData(settingsKeys.contacts(), contacts),
  })
}

export function useVerifyContactCode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ContactCodeInput) =>
      unwrap(api.store.contacts.verify.$post({ json: input })),
    onSuccess: (contacts) => queryClient.setQueryData(settingsKeys.contacts(), contacts),
  })
}
