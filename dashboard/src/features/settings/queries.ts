import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { storeKeys } from '#dashboard/features/store/queries.ts'
import { api } from '#dashboard/lib/api-client.ts'
import { backoff, FIVE_MINUTES, retryUpTo } from '#dashboard/lib/query-client.ts'
import { queryRoots } from '#dashboard/lib/query-keys.ts'
import type {
  PersonalizationDraft,
  PersonalizationInput,
  PersonalizationPreview,
  PersonalizationSettings,
} from '#worker/schemas/personalization.ts'
import type { MySubscription, Plan, PlanRequest, PlanRequestInput } from '#worker/schemas/plans.ts'
import type {
  ContactCodeInput,
  ContactCodeRequest,
  ShopContacts,
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
    queryFn: () => api.get<Store>('/api/store'),
    staleTime: FIVE_MINUTES,
    retry: retryUpTo(3),
    retryDelay: backoff,
  })

export const personalizationQuery = () =>
  queryOptions({
    queryKey: settingsKeys.personalization(),
    queryFn: () => api.get<PersonalizationSettings>('/api/store/personalization'),
  })

/** The storefront home for a draft; the last good page stays while a new one renders. */
export function usePreview(draft: PersonalizationDraft | null) {
  return useQuery({
    queryKey: settingsKeys.preview(draft ?? ({} as PersonalizationDraft)),
    queryFn: () => api.post<PersonalizationPreview>('/api/store/preview', draft),
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
    queryFn: async () => (await api.get<{ items: Plan[] }>('/api/plans')).items,
    staleTime: FIVE_MINUTES,
  })

export const subscriptionQuery = () =>
  queryOptions({
    queryKey: settingsKeys.subscription(),
    queryFn: () => api.get<MySubscription>('/api/plans/subscription'),
  })

function useStoreWrite<TInput>(write: (input: TInput) => Promise<Store>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: (store) => {
      queryClient.setQueryData(settingsKeys.store(), store)
      return queryClient.invalidateQueries({ queryKey: storeKeys.all })
    },
  })
}

export const useUpdateProfile = () =>
  useStoreWrite((input: StoreProfileInput) => api.put<Store>('/api/store/profile', input))

export const useUploadLogo = () =>
  useStoreWrite((file: File) => {
    const form = new FormData()
    form.set('file', file)
    return api.upload<Store>('/api/store/logo', form)
  })

export function useUpdatePersonalization() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PersonalizationInput) =>
      api.put<PersonalizationSettings>('/api/store/personalization', input),
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
    mutationFn: (input: PlanRequestInput) => api.post<PlanRequest>('/api/plans/requests', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.subscription() }),
  })
}

/** Whether the shop may send, its two contacts' verification, and what was held today. */
export const contactsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.contacts(),
    queryFn: () => api.get<ShopContacts>('/api/store/contacts'),
  })

export function useSendContactCode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ContactCodeRequest) =>
      api.post<{ message: string }>('/api/store/contacts/code', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.contacts() }),
  })
}

export function useVerifyContactCode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ContactCodeInput) =>
      api.post<ShopContacts>('/api/store/contacts/verify', input),
    onSuccess: (contacts) => queryClient.setQueryData(settingsKeys.contacts(), contacts),
  })
}
