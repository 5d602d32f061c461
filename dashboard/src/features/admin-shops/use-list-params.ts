import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/**
 * A list's filters and page, kept in the URL (shareable, survive a reload, and the bell or
 * the Tableau de Bord can link to a filtered list). Changing a filter goes back to page 1.
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
          for (const [k, v] of Object.entries(patch)) {
            const text = String(v ?? '')
            text && !(k === 'page' && text === '1') ? next.set(k, text) : next.delete(k)
          }
          if (!('page' in patch)) next.delete('page')
          return next
        },
        { replace: true },
      ),
    [setParams],
  )
  return { values, page, set }
}
