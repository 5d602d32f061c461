import { useQuery } from '@tanstack/react-query'
import { BarChart3 } from 'lucide-react'
import { useState } from 'react'
import { useShopAccess } from '#dashboard/app/shop/queries.ts'
import { StoreRequired } from '#dashboard/app/shop/store-required.tsx'
import { LinkButton } from '#dashboard/components/link-button.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { ErrorState } from '#dashboard/components/states.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Skeleton } from '#dashboard/components/ui/skeleton.tsx'
import { SUBSCRIPTION_PAGE } from '#dashboard/features/products/plan-allowance.tsx'
import { subscriptionQuery } from '#dashboard/features/settings/queries.ts'
import { ApiClientError } from '#dashboard/lib/api-client.ts'
import type { AudienceFunnel, AudienceReport } from '#worker/schemas/audience.ts'
import { capabilityMsg } from '#worker/schemas/plan-capabilities.ts'
import { frAudience as t } from './fr.ts'
import { type AudienceDays, audienceQuery } from './queries.ts'

const whole = new Intl.NumberFormat('fr-FR')
const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 })
const rateText = (rate: number | null) => (rate === null ? t.noRate : percent.format(rate))
const shortDay = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})

const STEPS: (keyof AudienceFunnel)[] = ['visits', 'productViews', 'carts', 'checkouts', 'orders']
const RATE_OF: Partial<Record<keyof AudienceFunnel, keyof AudienceReport['rates']>> = {
  productViews: 'productViews',
  carts: 'carts',
  checkouts: 'checkouts',
  orders: 'orders',
}

/** A bar as wide as `value` is of `max`, behind its label: readable without a chart library. */
function Bar({
  label,
  value,
  max,
  note,
}: {
  label: string
  value: number
  max: number
  note?: string
}) {
  const width = max > 0 ? Math.max(2, Math.round((value / max) * 100)) : 0
  return (
    <li className="grid gap-1">
      <span className="flex items-baseline justify-between gap-2 text-sm">
        <span>{label}</span>
        <span className="font-semibold tabular-nums">{whole.format(value)}</span>
      </span>
      <span className="h-2 rounded-full bg-muted" aria-hidden="true">
        <span className="block h-2 rounded-full bg-primary" style={{ width: `${width}%` }} />
      </span>
      {note && <span className="text-xs text-muted-foreground">{note}</span>}
    </li>
  )
}

export function Funnel({ report }: { report: AudienceReport }) {
  const { totals, rates } = report
  // One scale for the whole funnel, its largest step: a visit often opens several products, so
  // product views can outnumber visits (a bar wider than its card, measured at 360 px).
  const widest = Math.max(...STEPS.map((step) => totals[step]))
  return (
    <SectionCard title={t.funnel} description={t.funnelHelp}>
      <ol className="grid gap-3">
        {STEPS.map((step) => {
          const rate = RATE_OF[step]
          return (
            <Bar
              key={step}
              label={t.steps[step]}
              value={totals[step]}
              max={widest}
              {...(rate ? { note: t.rateOf(rateText(rates[rate])) } : {})}
            />
          )
        })}
      </ol>
      <p className="mt-4 text-sm font-medium">{t.overall(rateText(rates.overall))}</p>
      <p className="text-xs text-muted-foreground">{t.pageViews(whole.format(totals.pageViews))}</p>
    </SectionCard>
  )
}

function Sources({ report }: { report: AudienceReport }) {
  const max = Math.max(0, ...report.sources.map((s) => s.visits))
  return (
    <SectionCard title={t.sources}>
      <ul className="grid gap-3">
        {report.sources.map((s) => (
          <Bar key={s.source} label={t.source[s.source]} value={s.visits} max={max} />
        ))}
      </ul>
    </SectionCard>
  )
}

function TopProducts({ report }: { report: AudienceReport }) {
  return (
    <SectionCard title={t.topProducts}>
      {report.topProducts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noProducts}</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-muted-foreground">
              <th className="py-1 font-normal">{t.product}</th>
              <th className="py-1 text-right font-normal">{t.views}</th>
            </tr>
          </thead>
          <tbody>
            {report.topProducts.map((p) => (
              <tr key={p.productId} className="border-t">
                <td className="py-1.5">{p.name}</td>
                <td className="py-1.5 text-right tabular-nums">{whole.format(p.views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </SectionCard>
  )
}

function ByDay({ report }: { report: AudienceReport }) {
  return (
    <SectionCard title={t.byDay} contentClassName="overflow-x-auto">
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-muted-foreground">
            <th className="py-1 font-normal">{t.day}</th>
            {STEPS.map((step) => (
              <th key={step} className="py-1 text-right font-normal">
                {t.steps[step]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...report.series].reverse().map((row) => (
            <tr key={row.day} className="border-t">
              <td className="py-1.5 first-letter:uppercase">
                {shortDay.format(new Date(`${row.day}T00:00:00Z`))}
              </td>
              {STEPS.map((step) => (
                <td key={step} className="py-1.5 text-right tabular-nums">
                  {whole.format(row[step])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </SectionCard>
  )
}

/**
 * The plan that leaves the report out, known beforehand for the owner from the subscription
 * (shared with the other plan notices): the page then asks nothing the server would refuse, and
 * the merchant's console stays clean. A team member, who cannot read the subscription, learns it
 * from the report's own 403. `undefined` while the owner's plan loads.
 */
function usePlanWithoutAudience(): string | null | undefined {
  const owner = useShopAccess()?.role === 'owner'
  const sub = useQuery({ ...subscriptionQuery(), enabled: owner })
  if (!owner || sub.isError) return null
  if (!sub.data) return undefined
  return sub.data.limits.audienceStats ? null : sub.data.limitsPlanName
}

function AudienceContent() {
  const [days, setDays] = useState<AudienceDays>('7')
  const withoutAudience = usePlanWithoutAudience()
  const report = useQuery({ ...audienceQuery(days), enabled: withoutAudience === null })
  const refusal = withoutAudience
    ? capabilityMsg.notIncluded('audienceStats', withoutAudience, SUBSCRIPTION_PAGE)
    : report.error instanceof ApiClientError && report.error.status === 403
      ? report.error.message
      : null
  if (refusal)
    return (
      <SectionCard icon={BarChart3} title={t.upgradeTitle} description={refusal}>
        <LinkButton to={SUBSCRIPTION_PAGE}>{t.upgrade}</LinkButton>
      </SectionCard>
    )
  return (
    <div className="grid grid-cols-1 gap-4">
      <fieldset className="flex gap-2">
        <legend className="sr-only">{t.period}</legend>
        {(['7', '30'] as const).map((n) => (
          <Button
            key={n}
            size="sm"
            variant={days === n ? 'default' : 'outline'}
            aria-pressed={days === n}
            onClick={() => setDays(n)}
          >
            {t.days(Number(n))}
          </Button>
        ))}
      </fieldset>
      {report.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : report.isError ? (
        <ErrorState error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <Funnel report={report.data} />
            <Sources report={report.data} />
          </div>
          <TopProducts report={report.data} />
          <ByDay report={report.data} />
        </>
      )}
      <p className="text-xs text-muted-foreground">{t.privacy}</p>
    </div>
  )
}

export function AudiencePage() {
  return (
    <>
      <PageHeader title={t.title} description={t.subtitle} />
      <StoreRequired>
        <AudienceContent />
      </StoreRequired>
    </>
  )
}
