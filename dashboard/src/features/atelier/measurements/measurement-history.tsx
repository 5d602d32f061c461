import { ChevronRight } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import { formatDate } from '#dashboard/lib/utils.ts'
import type { Measurement } from '#worker/schemas/atelier/measurements.ts'
import { atelierPaths } from '../shell/paths/measurements.ts'
import { measureWords as w } from './fr.ts'

const m = w.measurements

/** Measurements (newest first) by garment type, each type's groups in the order first met. */
function byGarment(measurements: Measurement[]) {
  const groups = new Map<string, Measurement[]>()
  for (const x of measurements) {
    const key = x.garmentTypeId ?? `name:${x.garmentTypeName}`
    groups.set(key, [...(groups.get(key) ?? []), x])
  }
  return [...groups.entries()]
}

/** "92,5 cm": centimetres the French way. */
export const formatCm = (value: number) =>
  `${value.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} ${w.cm}`

function ValuesGrid({ values }: { values: Measurement['values'] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
      {values.map((v) => (
        <div key={v.partId} className="min-w-0">
          <dt className="wrap-anywhere text-muted-foreground">{v.name}</dt>
          <dd className="font-medium tabular-nums">{formatCm(v.value)}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A customer's measurements: per garment type the latest values, then the older dates. */
export function MeasurementHistory({ measurements }: { measurements: Measurement[] }) {
  const id = useId()
  return (
    <div className="grid gap-4">
      {byGarment(measurements).map(([key, [latest, ...older]], i) => (
        <section key={key} aria-labelledby={`${id}-${i}`} className="rounded-xl border p-4">
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
            <h3 id={`${id}-${i}`} className="font-semibold">
              {latest!.garmentTypeName}
            </h3>
            <Link
              to={atelierPaths.measurement(latest!.id)}
              className="inline-flex items-center text-sm text-primary hover:underline"
            >
              {m.takenOn(formatDate(latest!.createdAt))}
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
          <ValuesGrid values={latest!.values} />
          {latest!.note && <p className="mt-3 text-sm text-muted-foreground">{latest!.note}</p>}
          {older.length > 0 && (
            <ul className="mt-3 flex flex-wrap gap-2 border-t pt-3 text-sm">
              {older.map((x) => (
                <li key={x.id}>
                  <Link
                    to={atelierPaths.measurement(x.id)}
                    className="rounded-md border px-2 py-1 text-muted-foreground hover:text-foreground"
                  >
                    {formatDate(x.createdAt)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  )
}
