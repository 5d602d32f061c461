import type { ReactNode } from 'react'
import { formatDateTime } from '../format'

export type HistoryEntry = { key: string; label: string; createdAt: string; note: ReactNode }

/** What an order went through, oldest first: each step, when, and its note (receipt, tracking). */
export function StatusHistory({ title, entries }: { title: string; entries: HistoryEntry[] }) {
  if (entries.length === 0) return null
  return (
    <section className="history" aria-labelledby="history-title">
      <h2 id="history-title">{title}</h2>
      <ol>
        {entries.map((e) => (
          <li key={e.key}>
            <strong>{e.label}</strong>
            <span className="muted">
              {' · '}
              <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
            </span>
            {e.note ? <p>{e.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
