import { Button } from '#dashboard/components/ui/button.tsx'
import { STAGE_LABEL, TAILORING_STAGES } from '#worker/schemas/atelier/orders.ts'
import { orderWords } from './fr.ts'

const w = orderWords.list

type Choice = { stage: string; late: string; label: string }
const CHOICES: Choice[] = [
  { stage: '', late: '', label: w.all },
  { stage: '', late: '1', label: w.late },
  ...TAILORING_STAGES.map((stage) => ({ stage, late: '', label: STAGE_LABEL[stage] })),
]

/** "Toutes", "En retard", then one chip per stage; one row that scrolls sideways on phones. */
export function StageChips({
  stage,
  late,
  onChange,
}: {
  stage: string
  late: string
  onChange: (patch: { stage: string; late: string }) => void
}) {
  return (
    <fieldset className="-mx-1 flex min-w-0 gap-2 overflow-x-auto px-1 pb-1">
      <legend className="sr-only">{w.filters}</legend>
      {CHOICES.map((c) => {
        const active = c.stage === stage && c.late === late
        return (
          <Button
            key={c.label}
            type="button"
            size="sm"
            variant={active ? 'default' : 'outline'}
            className="shrink-0 rounded-full"
            aria-pressed={active}
            onClick={() => onChange({ stage: c.stage, late: c.late })}
          >
            {c.label}
          </Button>
        )
      })}
    </fieldset>
  )
}
