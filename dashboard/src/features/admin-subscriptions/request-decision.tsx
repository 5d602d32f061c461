import { Check, X } from 'lucide-react'
import { useState } from 'react'
import { ConfirmDialog } from '#dashboard/components/confirm-dialog.tsx'
import { LinkButton } from '#dashboard/components/link-button.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Facts } from '#dashboard/features/admin-plans/facts.tsx'
import { PlanPrice } from '#dashboard/features/admin-plans/plan-price.tsx'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { formatPhone } from '#dashboard/lib/phone.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { formatDateTime } from '#dashboard/lib/utils.ts'
import type { AdminPlanRequest } from '#worker/schemas/plans.ts'
import { subscriptionWords as w } from './fr.ts'
import { useDecideRequest } from './queries.ts'
import { RejectDialog } from './reject-dialog.tsx'
import { RequestStatusBadge } from './status-badges.tsx'

/** Pending: "Approuver" / "Refuser". Decided: what was decided, when, and why. */
export function RequestDecision({ request }: { request: AdminPlanRequest }) {
  const decide = useDecideRequest(request.id)
  const [rejecting, setRejecting] = useState(false)
  const [approving, setApproving] = useState(false)
  const subscription = request.subscriptionId && (
    <LinkButton
      to={`/admin/subscription/${request.subscriptionId}`}
      variant="outline"
      className="w-fit"
    >
      {w.seeSubscription}
    </LinkButton>
  )
  if (request.status !== 'pending')
    return (
      <div className="grid gap-4">
        <Facts
          rows={[
            [w.status, <RequestStatusBadge key="s" status={request.status} />],
            [w.decidedOn, request.decidedAt ? formatDateTime(request.decidedAt) : '—'],
            ...(request.message
              ? ([[w.decisionMessage, request.message]] as [string, string][])
              : []),
          ]}
        />
        {subscription}
      </div>
    )
  const approve = async () => {
    try {
      await decide.mutateAsync({ approve: true })
      setApproving(false)
      toast.success(w.approved)
    } catch (error) {
      toast.error(errorMessage(error))
    }
  }
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{w.decisionHelp}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button disabled={decide.isPending} onClick={() => setApproving(true)}>
          <Check aria-hidden="true" />
          {w.approve}
        </Button>
        <Button variant="outline" disabled={decide.isPending} onClick={() => setRejecting(true)}>
          <X aria-hidden="true" />
          {w.reject}
        </Button>
      </div>
      {subscription}
      <ConfirmDialog
        open={approving}
        onOpenChange={setApproving}
        title={w.approveTitle}
        confirmLabel={w.approveConfirm}
        confirmVariant="default"
        pending={decide.isPending}
        onConfirm={() => void approve()}
        description={
          <span className="grid gap-2">
            <span>{w.approveCheck}</span>
            <span className="grid gap-0.5 rounded-md border p-2 text-foreground">
              <PlanPrice plan={request.plan} />
              <span>
                {w.paidFrom} <strong className="tabular-nums">{formatPhone(request.phone)}</strong>
              </span>
              <span>
                {w.transactionId} :{' '}
                <strong className="font-mono">{request.transactionId ?? w.noTransaction}</strong>
              </span>
            </span>
          </span>
        }
      />
      <RejectDialog
        open={rejecting}
        onOpenChange={setRejecting}
        onReject={async (input) => {
          await decide.mutateAsync({ approve: false, ...input })
          toast.success(w.rejected)
        }}
      />
    </div>
  )
}
