import { formatDateTime } from '#dashboard/lib/utils.ts'
import { STAGE_LABEL, type TailoringOrderEvent } from '#worker/schemas/atelier/orders.ts'
import { orderWords } from './fr.ts'

const w = orderWords.stage

/** Every stage the order went through, newest first, with who moved it and their note. */
export function StageHistory({ events }: { events: TailoringOrderEvent[] }) {
  return (
    <section aria-labelledby="stage-history" className="grid gap-2">
      <h3 id="stage-history" className="text-sm font-medium">
        {w.history}
      </h3>
      <ol className="grid gap-3">
        {events.toReversed().map((e) => (
          <li key={e.id} className="border-l-2 border-primary/60 pl-3">
            <p className="text-sm">
              <span className="font-medium">{STAGE_LABEL[e.stage]}</span>
              <span className="text-muted-foreground">
                {' · '}
                <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
                {e.by && ` · ${w.by(e.by)}`}
              </span>
            </p>
            {e.note && <p className="mt-1 text-sm whitespace-pre-line">{e.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  )
}
