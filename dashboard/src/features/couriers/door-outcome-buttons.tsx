import { useState } from 'react'
import { ConfirmDialog } from '#dashboard/components/confirm-dialog.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { toast } from '#dashboard/lib/toast.ts'
import {
  DOOR_OUTCOME_LABEL,
  DOOR_OUTCOMES,
  type DoorOutcome,
} from '#worker/schemas/courier-words.ts'
import { frCouriers } from './fr.ts'
import { useDoorOutcome } from './queries.ts'

const w = frCouriers.door

/**
 * "Résultat à la porte" (ADR 052), for a parcel a courier holds: the merchant records the
 * outcome for a courier who called instead of pressing the button; the courier's own rule
 * applies (written once; a closed day records nothing).
 */
export function DoorOutcomeButtons({ orderId }: { orderId: string }) {
  const record = useDoorOutcome(orderId)
  const [refusing, setRefusing] = useState(false)
  const send = async (outcome: DoorOutcome) => {
    try {
      await record.mutateAsync({ outcome })
      toast.success(w.saved)
    } catch (error) {
      toast.error(errorMessage(error))
    }
  }
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">{w.hint}</p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {DOOR_OUTCOMES.map((outcome) => (
          <Button
            key={outcome}
            type="button"
            variant={outcome === 'refused' ? 'destructive' : 'outline'}
            disabled={record.isPending}
            onClick={() => (outcome === 'refused' ? setRefusing(true) : void send(outcome))}
          >
            {DOOR_OUTCOME_LABEL[outcome]}
          </Button>
        ))}
      </div>
      {/* A refusal gives the stock back and is final: the merchant confirms it first. */}
      <ConfirmDialog
        open={refusing}
        title={w.refuseTitle}
        description={w.refuseText}
        cancelLabel={w.back}
        confirmLabel={w.refuseConfirm}
        showClose={false}
        pending={record.isPending}
        onOpenChange={(open) => !open && setRefusing(false)}
        onConfirm={async () => {
          await send('refused')
          setRefusing(false)
        }}
      />
    </div>
  )
}
