import { useQuery } from '@tanstack/react-query'
import { TriangleAlert } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Label } from '#dashboard/components/ui/label.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { courierMsg, DOOR_OUTCOME_LABEL } from '#worker/schemas/courier-words.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import type { Order } from '#worker/schemas/orders.ts'
import { canGoOut, isClosed } from './can-go-out.ts'
import { DoorOutcomeButtons } from './door-outcome-buttons.tsx'
import { dayLabel, frCouriers as t } from './fr.ts'
import { couriersQuery, useAssignOrders } from './queries.ts'

/** "N refus précédents": the same phone's orders refused at the door, in this shop. */
export function RefusalsBadge({ refusals }: { refusals: number | undefined }) {
  if (!refusals) return null
  return (
    <Badge variant="warning">
      <TriangleAlert className="size-3" aria-hidden="true" />
      {courierMsg.refusals(refusals)}
    </Badge>
  )
}

/** The order's courier: who carries it, what happened at the door, and "Confier à un livreur". */
export function OrderCourierCard({ order, className }: { order: Order; className?: string }) {
  const current = order.courier ?? null
  // A pickup order, or one closed before any courier, has nothing to show here.
  if (!current && !canGoOut(order) && !order.refusals) return null
  return (
    <SectionCard title={t.assignTitle} className={className}>
      <div className="grid gap-3">
        <RefusalsBadge refusals={order.refusals} />
        {order.rescheduleAt && (
          <p>
            <Badge variant="outline">{t.reschedule}</Badge>
          </p>
        )}
        {current ? (
          <p className="text-sm">
            {t.currentCourier(current.courierName, dayLabel(current.day))}
            <span className="block text-muted-foreground">
              {current.outcome ? DOOR_OUTCOME_LABEL[current.outcome] : t.waiting}
            </span>
            {current.cashCollected > 0 && (
              <span className="block">
                {t.door.collected(formatMoney(current.cashCollected, order.currency))}
              </span>
            )}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">{t.assignText}</p>
        )}
        {current && !current.outcome && !isClosed(order) && (
          <DoorOutcomeButtons orderId={order.id} />
        )}
        {canGoOut(order) && <AssignForm order={order} again={current !== null} />}
      </div>
    </SectionCard>
  )
}

function AssignForm({ order, again }: { order: Order; again: boolean }) {
  const id = useId()
  const couriers = useQuery(couriersQuery())
  const assign = useAssignOrders()
  const active = (couriers.data ?? []).filter((c) => c.active)
  const [courierId, setCourierId] = useState('')
  if (couriers.isSuccess && active.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        {t.noCouriers}{' '}
        <Link to="/user/settings/couriers" className="text-primary underline">
          {t.manageCouriers}
        </Link>
      </p>
    )
  const submit = () => {
    const courier = active.find((c) => c.id === courierId)
    if (!courier) return
    assign.mutate(
      { courierId: courier.id, orderIds: [order.id] },
      {
        onSuccess: () => toast.success(t.assigned(courier.name)),
        onError: (error) => toast.error(errorMessage(error)),
      },
    )
  }
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t.courier}</Label>
      <NativeSelect id={id} value={courierId} onChange={(e) => setCourierId(e.target.value)}>
        <option value="">{t.choose}</option>
        {active.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </NativeSelect>
      <Button disabled={!courierId || assign.isPending} onClick={submit}>
        {again ? t.reassign : t.assign}
      </Button>
    </div>
  )
}
