import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Label } from '#dashboard/components/ui/label.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { frCouriers as t } from './fr.ts'
import { couriersQuery, useAssignOrders } from './queries.ts'

/**
 * "Tournée du jour" from the orders list: the orders chosen go to one courier in one call (the
 * courier gets one message). Shown once at least one order is chosen; fits a 360 px screen.
 */
export function BatchAssignBar({ orderIds, onDone }: { orderIds: string[]; onDone: () => void }) {
  const id = useId()
  const couriers = useQuery(couriersQuery())
  const assign = useAssignOrders()
  const active = (couriers.data ?? []).filter((c) => c.active)
  const [courierId, setCourierId] = useState('')
  if (orderIds.length === 0) return null
  const submit = () => {
    const courier = active.find((c) => c.id === courierId)
    if (!courier) return
    assign.mutate(
      { courierId: courier.id, orderIds },
      {
        onSuccess: () => {
          toast.success(t.batchDone(orderIds.length, courier.name))
          onDone()
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    )
  }
  return (
    <section
      aria-label={t.batchTitle}
      className="grid gap-2 rounded-lg border bg-muted/40 p-3 sm:grid-cols-[minmax(0,1fr)_14rem_auto] sm:items-end"
    >
      <div className="min-w-0">
        <p className="font-medium">{t.batchTitle}</p>
        <p className="text-sm text-muted-foreground">
          {t.batchSelected(orderIds.length)} ·{' '}
          <button type="button" className="underline" onClick={onDone}>
            {t.clear}
          </button>
        </p>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={id} className="sr-only">
          {t.courier}
        </Label>
        <NativeSelect id={id} value={courierId} onChange={(e) => setCourierId(e.target.value)}>
          <option value="">{active.length === 0 ? t.noCouriers : t.choose}</option>
          {active.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button disabled={!courierId || assign.isPending} onClick={submit}>
        {t.batchAssign}
      </Button>
    </section>
  )
}
