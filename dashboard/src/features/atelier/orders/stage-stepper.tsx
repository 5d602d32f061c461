import { Check } from 'lucide-react'
import { useId, useState } from 'react'
import { TextareaField } from '#dashboard/components/form-fields.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { FormField } from '#dashboard/components/ui/form-field.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { cn } from '#dashboard/lib/utils.ts'
import type { PaymentMethod } from '#worker/schemas/atelier/cashbook.ts'
import {
  FINAL_STAGES,
  STAGE_LABEL,
  TAILORING_STAGES,
  type TailoringOrder,
  type TailoringStage,
} from '#worker/schemas/atelier/orders.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import { orderWords } from './fr.ts'
import { useMoveStage } from './queries.ts'
import { CancelOrderDialog, DeliverDialog } from './stage-dialogs.tsx'
import { StageHistory } from './stage-history.tsx'

const w = orderWords.stage
/** The workshop's usual path; 'canceled' is a way out, not a step. */
const PATH: readonly TailoringStage[] = TAILORING_STAGES.filter((s) => s !== 'canceled')

function Steps({ stage }: { stage: TailoringStage }) {
  const at = PATH.indexOf(stage)
  return (
    <ol className="flex flex-wrap gap-x-1 gap-y-2 text-xs" aria-label={w.title}>
      {PATH.map((s, i) => (
        <li
          key={s}
          aria-current={s === stage ? 'step' : undefined}
          className={cn(
            'flex items-center gap-1 rounded-full border px-2.5 py-1',
            s === stage && 'border-primary bg-primary text-primary-foreground',
            at >= 0 && i < at && 'border-primary/40 text-primary',
          )}
        >
          {at >= 0 && i < at && <Check className="size-3" aria-hidden="true" />}
          {STAGE_LABEL[s]}
        </li>
      ))}
    </ol>
  )
}

/** Where the order is, the buttons to move it on (or anywhere), and its history. */
export function StageStepper({ order }: { order: TailoringOrder }) {
  const id = useId()
  const move = useMoveStage(order.id)
  const [note, setNote] = useState('')
  const [other, setOther] = useState<TailoringStage | ''>('')
  const [asking, setAsking] = useState<'cancel' | 'deliver' | null>(null)
  const final = FINAL_STAGES.includes(order.stage)
  const next = PATH[PATH.indexOf(order.stage) + 1]

  const go = async (stage: TailoringStage, payment?: PaymentMethod) => {
    if (stage === 'canceled' && asking !== 'cancel') return setAsking('cancel')
    if (stage === 'delivered' && order.balance > 0 && !payment) return setAsking('deliver')
    try {
      const moved = await move.mutateAsync({
        stage,
        note: note || undefined,
        ...(payment ? { payBalance: true, paymentMethod: payment } : {}),
      })
      setAsking(null)
      setNote('')
      setOther('')
      toast.success(w.moved(STAGE_LABEL[stage]), {
        action: moved
          ? {
              label: w.whatsappNow,
              onClick: () => window.open(moved.whatsappUrl, '_blank', 'noopener'),
            }
          : undefined,
      })
    } catch (error) {
      setAsking(null)
      toast.error(errorMessage(error))
    }
  }

  return (
    <div className="grid gap-5">
      <Steps stage={order.stage} />
      {final ? (
        <p className="text-sm text-muted-foreground">{w.final}</p>
      ) : (
        <div className="grid gap-3">
          <TextareaField
            id={`${id}-note`}
            label={w.note}
            rows={2}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          {next && (
            <Button
              className="w-full sm:w-fit"
              disabled={move.isPending}
              onClick={() => void go(next)}
            >
              {w.next(STAGE_LABEL[next])}
            </Button>
          )}
          <div className="grid gap-2 sm:grid-cols-[minmax(0,16rem)_auto] sm:items-end">
            <FormField id={`${id}-other`} label={w.other}>
              <NativeSelect
                id={`${id}-other`}
                value={other}
                onChange={(e) => setOther(e.target.value as TailoringStage)}
              >
                <option value="">{orderWords.form.chooseType}</option>
                {TAILORING_STAGES.filter((s) => s !== order.stage).map((s) => (
                  <option key={s} value={s}>
                    {STAGE_LABEL[s]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <Button
              variant="outline"
              disabled={!other || move.isPending}
              onClick={() => other && void go(other)}
            >
              {w.move}
            </Button>
          </div>
        </div>
      )}
      <StageHistory events={order.events} />
      <CancelOrderDialog
        open={asking === 'cancel'}
        onOpenChange={(open) => setAsking(open ? 'cancel' : null)}
        pending={move.isPending}
        onConfirm={() => void go('canceled')}
      />
      <DeliverDialog
        open={asking === 'deliver'}
        onOpenChange={(open) => setAsking(open ? 'deliver' : null)}
        balance={formatMoney(order.balance, order.currency)}
        pending={move.isPending}
        onConfirm={(method) => void go('delivered', method)}
      />
    </div>
  )
}
