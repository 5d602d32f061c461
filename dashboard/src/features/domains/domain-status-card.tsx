import { CircleCheck, ExternalLink, Hourglass, RefreshCw, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { ConfirmDialog } from '#dashboard/components/confirm-dialog.tsx'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#dashboard/components/ui/card.tsx'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { formatDateTime } from '#dashboard/lib/utils.ts'
import type { CustomDomain } from '#worker/schemas/domains.ts'
import { frDomains as t } from './fr.ts'
import { useRemoveDomain, useVerifyDomain } from './queries.ts'

/** The domain, its status, the last check's outcome, and the two actions. */
export function DomainStatusCard({ domain }: { domain: CustomDomain }) {
  const verify = useVerifyDomain()
  const remove = useRemoveDomain()
  const [confirming, setConfirming] = useState(false)
  const verified = domain.status === 'verified'

  const onVerify = async () => {
    try {
      const result = await verify.mutateAsync(undefined)
      if (result?.status === 'verified') toast.success(t.verifyOk)
      else toast.error(t.verifyKo)
    } catch (error) {
      toast.error(errorMessage(error))
    }
  }
  const onRemove = async () => {
    try {
      await remove.mutateAsync(undefined)
      toast.success(t.removed)
    } catch (error) {
      toast.error(errorMessage(error))
    } finally {
      setConfirming(false)
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.current}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <p className="font-mono text-lg font-semibold break-all">{domain.hostname}</p>
          {verified ? (
            <Badge variant="success">
              <CircleCheck className="size-3" aria-hidden="true" />
              {t.verified}
            </Badge>
          ) : (
            <Badge variant="warning">
              <Hourglass className="size-3" aria-hidden="true" />
              {t.pending}
            </Badge>
          )}
        </div>
        {verified && <p className="text-sm">{t.verifiedText(domain.hostname)}</p>}
        {domain.lastCheckedAt && (
          <p className="text-xs text-muted-foreground">
            {t.lastChecked(formatDateTime(domain.lastCheckedAt))}
          </p>
        )}
        {!verified && domain.lastError && (
          <p role="status" className="text-sm text-destructive">
            {domain.lastError}
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          {verified ? (
            <Button asChild variant="outline">
              <a href={`https://${domain.hostname}/`} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                {t.open}
              </a>
            </Button>
          ) : (
            <Button disabled={verify.isPending} onClick={() => void onVerify()}>
              <RefreshCw aria-hidden="true" className={verify.isPending ? 'animate-spin' : ''} />
              {verify.isPending ? t.verifying : t.verify}
            </Button>
          )}
          <Button variant="outline" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            {t.remove}
          </Button>
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.removeTitle}
        description={t.removeText(domain.hostname)}
        confirmLabel={t.remove}
        pending={remove.isPending}
        onConfirm={() => void onRemove()}
      />
    </Card>
  )
}
