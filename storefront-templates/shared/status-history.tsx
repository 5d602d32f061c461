import type { ReactNode } from 'react'
import { timeZoneLabel } from '#worker/schemas/time-zones.ts'
import { formatDateTime } from '../format'

export type HistoryEntry = { key: string; label: string; createdAt: string; note: ReactNode }

/** What an order went through, oldest first: each step, when, and its note (receipt, tracking). */
export function StatusHistory({
  title,
  entries,
  timeZone,
}: {
  title: string
  entries: HistoryEntry[]
  /** The shop's zone: its times are told on its clock (ADR 048). */
  timeZone: string
}) {
  if (entries.length === 0) return null
  return (
    <section className="history" aria-labelledby="history-title">
      <h2 id="history-title">{title}</h2>
      <p className="muted">{timeZoneLabel(timeZone)}</p>
      <ol>
        {entries.map((e) => (
          <li key={e.key}>
            <strong>{e.label}</strong>
            <span className="muted">
              {' · '}
              <time dateTime={e.createdAt}>{formatDateTime(e.createdAt, timeZone)}</time>
            </span>
            {e.note ? <p>{e.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
