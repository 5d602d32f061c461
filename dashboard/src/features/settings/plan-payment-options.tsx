import { useQuery } from '@tanstack/react-query'
import { CreditCard } from 'lucide-react'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { ErrorState } from '#dashboard/components/states.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { formatMoney } from '#worker/schemas/money.ts'
import { WALLET_OPERATOR_LABEL } from '#worker/schemas/payment-words.ts'
import type { PlatformChannel } from '#worker/schemas/platform-settings.ts'
import { frSettings } from './fr.ts'
import { spacedNumber } from './payment-display.ts'
import { planPaymentQuery, useStartPlanPayment } from './queries.ts'

const t = frSettings.subscription

function ChannelItem({ channel }: { channel: PlatformChannel }) {
  return (
    <li className="grid gap-0.5 rounded-md border px-3 py-2">
      <span className="font-medium">
        {WALLET_OPERATOR_LABEL[channel.operator]} :{' '}
        <span className="font-mono tabular-nums">{spacedNumber(channel.number)}</span>
      </span>
      <span className="text-muted-foreground">{t.holder(channel.holderName)}</span>
      {channel.merchantCode && (
        <span>
          {t.merchantCode} : <span className="font-mono">{channel.merchantCode}</span>
        </span>
      )}
      {channel.ussdCode && (
        <span>
          {t.ussdCode} : <span className="font-mono">{channel.ussdCode}</span>
        </span>
      )}
      {channel.note && <span className="text-muted-foreground">{channel.note}</span>}
    </li>
  )
}

/**
 * Where to pay a plan: online on the platform's provider page when it is set, and the platform's
 * receiving numbers with the exact amount for the manual claim, or an honest word when none is set.
 */
export function PlanPaymentOptions({ planId }: { planId: string }) {
  const options = useQuery(planPaymentQuery(planId))
  const start = useStartPlanPayment()
  if (options.isPending) return <Spinner label={t.channelsLoading} />
  if (options.isError)
    return <ErrorState error={options.error} onRetry={() => void options.refetch()} />
  const { amount, currency, channels, online } = options.data
  const price = formatMoney(amount, currency)
  const payOnline = async () => {
    const { checkoutUrl } = await start.mutateAsync(planId)
    window.location.assign(checkoutUrl)
  }
  return (
    <div className="grid gap-3 text-sm">
      {online && (
        <div className="grid gap-2 rounded-lg border border-primary/40 p-3">
          <p>{t.payOnlineHelp}</p>
          <Button
            type="button"
            className="w-full sm:w-fit"
            disabled={start.isPending || start.isSuccess}
            onClick={() => void payOnline().catch(() => undefined)}
          >
            <CreditCard aria-hidden="true" />
            {start.isPending || start.isSuccess ? t.payOnlineStarting : t.payOnline(price)}
          </Button>
          {start.isError && (
            <p role="alert" className="text-destructive">
              {start.error.message}
            </p>
          )}
          {channels.length > 0 && <p className="font-medium">{t.orManual}</p>}
        </div>
      )}
      {channels.length > 0 ? (
        <div className="grid gap-2">
          <p className="font-medium">{t.sendExactly(price)}</p>
          <ul className="grid gap-2">
            {channels.map((c) => (
              <ChannelItem key={`${c.operator}-${c.number}`} channel={c} />
            ))}
          </ul>
        </div>
      ) : (
        <p role="note" className="rounded-lg bg-muted px-3 py-2">
          {online ? t.noChannelOnline : t.noChannel}
        </p>
      )}
    </div>
  )
}
