import { useSyncExternalStore } from 'react'

/*
 * What the /auth pages used from TanStack Query, without it (ADR 062: their entry weighs
 * ≤ 100 KB): a read made once per page load and key. Their actions need nothing of the kind:
 * each form's onSubmit calls the request function, and react-hook-form's isSubmitting shows
 * the wait.
 */

export type OnceResult<T> =
  | { isPending: true; isSuccess: false; isError: false; data: undefined; error: null }
  | { isPending: false; isSuccess: true; isError: false; data: T; error: null }
  | { isPending: false; isSuccess: false; isError: true; data: undefined; error: unknown }

const PENDING = { isPending: true, isSuccess: false, isError: false, data: undefined, error: null }
const reads = new Map<string, { result: OnceResult<unknown>; listeners: Set<() => void> }>()

/**
 * A read asked once per key and page load, like a query with an infinite stale time: a link
 * (verification, invitation) is spent once even when React mounts the page twice.
 */
export function useOnce<T>(key: string, read: () => Promise<T>): OnceResult<T> {
  let entry = reads.get(key)
  if (!entry) {
    const created = { result: PENDING as OnceResult<unknown>, listeners: new Set<() => void>() }
    const settle = (result: OnceResult<unknown>) => {
      created.result = result
      for (const listener of created.listeners) listener()
    }
    read().then(
      (data) => settle({ isPending: false, isSuccess: true, isError: false, data, error: null }),
      (error: unknown) =>
        settle({ isPending: false, isSuccess: false, isError: true, data: undefined, error }),
    )
    reads.set(key, created)
    entry = created
  }
  const e = entry
  return useSyncExternalStore(
    (listener) => {
      e.listeners.add(listener)
      return () => e.listeners.delete(listener)
    },
    () => e.result,
  ) as OnceResult<T>
}
