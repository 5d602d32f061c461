import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import type { Pager } from './pagination.tsx'

export type ListParamsPatch<K extends string> = Partial<Record<K | 'page', string | number>>

/**
 * A list's filters and page, kept in the URL: a filtered list can be shared, reloaded and linked
 * to (the bell, the Tableau de Bord and a plan's page link to filtered lists). Changing a filter
 * goes back to page 1; an empty filter and page 1 leave the URL. `push` keeps each change in the
 * history (Back undoes it) instead of replacing the entry.
 */
export function useListParams<K extends string>(
  keys: readonly K[],
  { pageSize, push = false }: { pageSize: number; push?: boolean },
) {
  const [params, setParams] = useSearchParams()
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>
  // The filters in force, ready for a list query (an empty one is left out).
  const filters = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')) as Partial<
    Record<K, string>
  >
  const page = Math.max(1, Number(params.get('page')) || 1)
  const set = useCallback(
    (patch: ListParamsPatch<K>) =>
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
        { replace: !push },
      ),
    [setParams, push],
  )
  const pager: Pager = { page, pageSize, onPage: (p) => set({ page: p } as ListParamsPatch<K>) }
  return { values, filters, page, set, pager }
}
