import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmDialog } from '#dashboard/components/confirm-dialog.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { formatDate } from '#dashboard/lib/utils.ts'
import { DOOR_OUTCOME_LABEL, DOOR_OUTCOMES, type DoorOutcome } from '#worker/schemas/couriers.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import type { Order } from '#worker/schemas/orders.ts'
import { orderWords } from './fr.ts'
import { orderDoorQuery, useDoorOutcome } from './queries.ts'

const w = orderWords.door

/**
 * "Résultat à la porte" (ADR 052): shown only when a courier holds the order's parcel. The
 * merchant records the outcome for a courier who called instead of pressing the button; the
 * courier's own rule applies (written once, the day closed records nothing).
 */
export function OrderDoor({ order, className }: { order: Order; className?: string }) {
  const door = useQuery(orderDoorQuery(order.id)).data?.door
  const record = useDoorOutcome(order.id)
  const [refusing, setRefusing] = useState(false)
  if (!door) return null

  const send = async (outcome: DoorOutcome) => {
    try {
      await record.mutateAsync({ outcome })
      toast.success(w.saved)
    } catch (error) {
      toast.error(errorMessage(error))
    }
  }
  const closed = order.status === 'canceled' || order.status === 'refused'
  return (
    <SectionCard title={w.title} className={className}>
      <div className="grid gap-3 text-sm">
        <p>{w.heldBy(door.courierName, formatDate(`${door.day}T12:00:00Z`))}</p>
        {door.outcome ? (
          <>
            <p className="font-medium">{w.recorded(DOOR_OUTCOME_LABEL[door.outcome])}</p>
            {door.cashCollected > 0 ? (
              <p>{w.collected(formatMoney(door.cashCollected, order.currency))}</p>
            ) : null}
          </>
        ) : closed ? null : (
          <>
            <p className="text-muted-foreground">{w.hint}</p>
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
          </>
        )}
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
    </SectionCard>
  )
}
