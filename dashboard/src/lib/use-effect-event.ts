import { useCallback, useLayoutEffect, useRef } from 'react'

/**
 * React 19.2's `useEffectEvent`, which Preact's compat layer (ADR 065) does not have: a stable
 * function that always calls the latest `fn`, for an effect that must not re-run when `fn`
 * changes. Like React's, it is for effects and timers, not for rendering.
 */
export function useEffectEvent<A extends unknown[], R>(fn: (...args: A) => R) {
  const latest = useRef(fn)
  useLayoutEffect(() => {
    latest.current = fn
  })
  return useCallback((...args: A) => latest.current(...args), [])
}
