import { ArrowDown, ArrowUp } from 'lucide-react'
import { useId } from 'react'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Checkbox } from '#dashboard/components/ui/checkbox.tsx'
import { Label } from '#dashboard/components/ui/label.tsx'
import type { MeasurementPart } from '#worker/schemas/atelier/measurements.ts'
import { measureWords as w } from './fr.ts'

const t = w.types

/**
 * The parts a clothing type is measured with: ticked ones first, in the order the tailor
 * takes them (arrows to reorder), then the others.
 */
export function PartsPicker({
  parts,
  value,
  onChange,
}: {
  parts: MeasurementPart[]
  value: string[]
  onChange: (ids: string[]) => void
}) {
  const id = useId()
  const byId = new Map(parts.map((p) => [p.id, p]))
  const chosen = value.flatMap((partId) => byId.get(partId) ?? [])
  const others = parts.filter((p) => !value.includes(p.id))
  const move = (index: number, by: -1 | 1) => {
    const next = [...value]
    const [moved] = next.splice(index, 1)
    next.splice(index + by, 0, moved!)
    onChange(next)
  }
  const row = (part: MeasurementPart, index: number | null) => (
    <li key={part.id} className="flex min-h-10 items-center gap-3 px-3 py-1">
      <Checkbox
        id={`${id}-${part.id}`}
        checked={index !== null}
        onCheckedChange={(on) =>
          onChange(on === true ? [...value, part.id] : value.filter((v) => v !== part.id))
        }
      />
      <Label htmlFor={`${id}-${part.id}`} className="flex-1 py-2 font-normal">
        {index !== null && <span className="text-muted-foreground tabular-nums">{index + 1}.</span>}
        {part.name}
      </Label>
      {index !== null && (
        <span className="flex">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t.moveUp(part.name)}
            disabled={index === 0}
            onClick={() => move(index, -1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t.moveDown(part.name)}
            disabled={index === chosen.length - 1}
            onClick={() => move(index, 1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
        </span>
      )}
    </li>
  )
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">{t.parts}</legend>
      <p className="text-xs text-muted-foreground">{t.partsHint}</p>
      {parts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noParts}</p>
      ) : (
        <ul className="max-h-72 divide-y overflow-y-auto rounded-md border">
          {chosen.map((p, i) => row(p, i))}
          {others.map((p) => row(p, null))}
        </ul>
      )}
    </fieldset>
  )
}
