import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/**
 * A list's filters and page, kept in the URL: a filtered list can be shared, reloaded and
 * linked to (the plan page links to its subscribers). A new filter goes back to page 1.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams()
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>
  const page = Math.max(1, Number(params.get('page')) || 1)
  const set = useCallback(
    (patch: Partial<Record<K | 'page', string | number>>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev)
          if (!('page' in patch)) next.delete('page')
          for (const [k, v] of Object.entries(patch)) {
            const text = String(v ?? '')
            if (text && !(k === 'page' && text === '1')) next.set(k, text)
            else next.delete(k)
          }
          return next
        },
        { replace: true },
      ),
    [setParams],
  )
  return { values, page, set }
}
