import { Copy, Link2, Link2Off, Route } from 'lucide-react'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { logError } from '#dashboard/lib/utils.ts'
import { DOOR_OUTCOME_LABEL } from '#worker/schemas/courier-words.ts'
import type { CourierRun, RunLinkState } from '#worker/schemas/couriers.ts'
import { frCouriers as t } from './fr.ts'
import { useRenewRunLink, useRevokeRun } from './queries.ts'

const STATE_LABEL: Record<RunLinkState, string> = {
  active: t.linkActive,
  revoked: t.linkRevoked,
  closed: t.linkClosed,
}

/** "Tournées du jour": each courier's parcels of today, and the link they open. */
export function RunsCard({ runs }: { runs: CourierRun[] }) {
  return (
    <SectionCard icon={Route} title={t.runsTitle} description={t.runsText} region>
      {runs.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.runsEmpty}</p>
      ) : (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
          {runs.map((run) => (
            <RunItem key={run.id} run={run} />
          ))}
        </ul>
      )}
    </SectionCard>
  )
}

function RunItem({ run }: { run: CourierRun }) {
  const revoke = useRevokeRun()
  const renew = useRenewRunLink()
  const busy = revoke.isPending || renew.isPending
  const onError = (error: unknown) => toast.error(errorMessage(error))
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link)
      toast.success(t.copied)
    } catch (error) {
      logError(error)
      toast.error(t.copyFailed)
    }
  }
  return (
    <li className="grid gap-3 rounded-md border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 truncate font-medium">
          {run.courierName} · {t.parcels(run.parcels.length)}
        </p>
        <Badge variant={run.linkState === 'active' ? 'secondary' : 'outline'}>
          {STATE_LABEL[run.linkState]}
        </Badge>
      </div>
      {run.parcels.length > 0 && (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-1 text-sm">
          {run.parcels.map((p) => (
            <li key={p.deliveryId} className="flex justify-between gap-2">
              <span className="min-w-0 truncate">
                {p.number} · {p.customerName}
                {p.zoneName ? ` · ${p.zoneName}` : ''}
              </span>
              <span className="shrink-0 text-muted-foreground">
                {p.outcome ? DOOR_OUTCOME_LABEL[p.outcome] : t.waiting}
              </span>
            </li>
          ))}
        </ul>
      )}
      {run.link && (
        <p className="truncate font-mono text-xs text-muted-foreground" title={t.link}>
          {run.link}
        </p>
      )}
      {run.linkState !== 'closed' && (
        <div className="flex flex-wrap gap-2">
          {run.link && (
            <Button variant="outline" size="sm" onClick={() => void copy(run.link!)}>
              <Copy aria-hidden="true" />
              {t.copy}
            </Button>
          )}
          {run.linkState === 'active' && (
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() =>
                revoke.mutate(run.id, { onSuccess: () => toast.success(t.revoked), onError })
              }
            >
              <Link2Off aria-hidden="true" />
              {t.revoke}
            </Button>
          )}
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() =>
              renew.mutate(run.id, { onSuccess: () => toast.success(t.renewed), onError })
            }
          >
            <Link2 aria-hidden="true" />
            {t.renew}
          </Button>
        </div>
      )}
    </li>
  )
}
