import { Ruler } from 'lucide-react'
import { useState } from 'react'
import { AppDialog } from '#dashboard/components/app-dialog.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { toast } from '#dashboard/lib/toast.ts'
import type { GarmentType, Measurement } from '#worker/schemas/atelier/measurements.ts'
import { measureWords } from '../measurements/fr.ts'
import { MeasureForm } from '../measurements/measure-form.tsx'
import { useTakeMeasurement } from '../measurements/queries.ts'
import { orderWords } from './fr.ts'

const w = orderWords.form

/**
 * « Prendre les mesures » without leaving the order (issue 27): the measurement form in a
 * dialog over it, for this customer and this garment; once saved, the row takes the new
 * measurement and everything typed in the order stays.
 */
export function MeasureDialog({
  customerId,
  typeId,
  types,
  history,
  onTaken,
}: {
  customerId: string
  typeId: string
  types: GarmentType[]
  history: Measurement[]
  onTaken: (measurementId: string) => void
}) {
  const [open, setOpen] = useState(false)
  const take = useTakeMeasurement(customerId)
  return (
    <>
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto min-h-6 w-fit p-0"
        onClick={() => setOpen(true)}
      >
        <Ruler aria-hidden="true" />
        {w.takeMeasurements}
      </Button>
      <AppDialog
        open={open}
        onOpenChange={setOpen}
        title={measureWords.take.title}
        icon={Ruler}
        className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
      >
        {open && (
          <MeasureForm
            types={types}
            history={history}
            initialTypeId={typeId}
            onCancel={() => setOpen(false)}
            onSubmit={async (input) => {
              const saved = await take.mutateAsync(input)
              toast.success(measureWords.take.saved)
              setOpen(false)
              onTaken(saved.id)
            }}
          />
        )}
      </AppDialog>
    </>
  )
}
