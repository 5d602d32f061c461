import { TriangleAlert } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { ConfirmDialog } from '#dashboard/components/confirm-dialog.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Skeleton } from '#dashboard/components/ui/skeleton.tsx'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { formatDateTime } from '#dashboard/lib/utils.ts'
import type { Order } from '#worker/schemas/orders.ts'
import { paymentMsg } from '#worker/schemas/payment-words.ts'
import { paymentWords as w } from './fr.ts'
import { PaymentAttempts } from './payment-attempts.tsx'
import { PaymentStatusBadge } from './payment-status-badge.tsx'
import { orderMethodLabel, paymentActions } from './payment-values.ts'
import { useRefundOrder, useTransferDecision } from './queries.ts'

// Validated with zod, like the status form: it comes right after the order (ADR 065).
const CashReceivedForm = lazy(async () => ({
  default: (await import('./cash-received-form.tsx')).CashReceivedForm,
}))

type Pending = 'reject' | 'refund' | null

/** The "Paiement" card: where the order's money stands, its attempts, and the merchant's decisions. */
export function OrderPayment({ order: o }: { order: Order }) {
  const decide = useTransferDecision(o.id)
  const refund = useRefundOrder(o.id)
  const [asking, setAsking] = useState<Pending>(null)
  const { awaitingDecision, canRefund, canReceiveCash } = paymentActions(o)
  const busy = decide.isPending || refund.isPending

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action()
      toast.success(done)
    } catch (error) {
      toast.error(errorMessage(error))
    } finally {
      setAsking(null)
    }
  }
  const decideOn = (decision: 'confirm' | 'reject') =>
    awaitingDecision &&
    run(
      () => decide.mutateAsync({ paymentId: awaitingDecision.id, decision }),
      decision === 'confirm' ? w.confirmed : w.rejected,
    )

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <PaymentStatusBadge status={o.paymentStatus} />
        <span className="text-sm text-muted-foreground">{orderMethodLabel(o.paymentMethod)}</span>
      </div>
      {o.paidAfterExpiryAt && (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>{paymentMsg.paidAfterExpiry}</p>
        </div>
      )}
      {o.paidAt && <p className="text-sm">{w.paidAt(formatDateTime(o.paidAt))}</p>}
      {o.paymentStatus === 'pending' && o.paymentDueAt && (
        <p className="text-sm text-muted-foreground">{w.dueAt(formatDateTime(o.paymentDueAt))}</p>
      )}
      {awaitingDecision && (
        <div className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-500/40 dark:bg-amber-500/10">
          <p className="font-medium">{w.awaitingTitle}</p>
          <p>
            {w.reference} :{' '}
            <span className="font-mono text-base font-semibold break-all">
              {awaitingDecision.providerRef}
            </span>
          </p>
          <p className="text-muted-foreground">{w.awaitingText}</p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" disabled={busy} onClick={() => decideOn('confirm')}>
              {w.confirm}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => setAsking('reject')}
            >
              {w.reject}
            </Button>
          </div>
        </div>
      )}
      {/* Keyed by what is left: a new payment starts the form from the new rest. */}
      {canReceiveCash && (
        <Suspense fallback={<Skeleton className="h-20" />}>
          <CashReceivedForm key={o.amountDue} order={o} />
        </Suspense>
      )}
      <div className="grid gap-2">
        <p className="text-xs font-medium text-muted-foreground">{w.attempts}</p>
        <PaymentAttempts payments={o.payments ?? []} />
      </div>
      {canRefund && (
        <Button type="button" variant="outline" disabled={busy} onClick={() => setAsking('refund')}>
          {w.refund}
        </Button>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'refund' ? w.refundTitle : w.rejectTitle}
        description={asking === 'refund' ? w.refundText : w.rejectText}
        confirmLabel={asking === 'refund' ? w.refundConfirm : w.rejectConfirm}
        cancelLabel={w.back}
        showClose={false}
        pending={busy}
        onOpenChange={(open) => !open && setAsking(null)}
        onConfirm={() =>
          asking === 'refund'
            ? void run(() => refund.mutateAsync(undefined), w.refunded)
            : void decideOn('reject')
        }
      />
    </div>
  )
}
