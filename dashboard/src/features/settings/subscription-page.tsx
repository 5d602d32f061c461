import { useQuery } from '@tanstack/react-query'
import { Hourglass } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { StoreRequired } from '#dashboard/app/shop/store-required.tsx'
import { Spinner } from '#dashboard/components/loading-screen.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { ErrorState } from '#dashboard/components/states.tsx'
import { formatDate } from '#dashboard/lib/utils.ts'
import type { Plan } from '#worker/schemas/plans.ts'
import { frSettings } from './fr.ts'
import { CurrentPlanCard, PlanCard } from './plan-cards.tsx'
import { PlanRequestDialog } from './plan-request-dialog.tsx'
import { plansQuery, subscriptionQuery } from './queries.ts'

const t = frSettings.subscription

function Subscription() {
  // Back from the provider's page: the server learns the outcome from the provider itself, so
  // the page only re-reads the subscription until the plan shows the new period.
  const [params] = useSearchParams()
  const returned = params.has('payment')
  const sub = useQuery({
    ...subscriptionQuery(), // About two minutes of re-reading, then the merchant reloads if the provider is slower.
    refetchInterval: (query) => (returned && query.state.dataUpdateCount < 24 ? 5000 : false),
  })
  const plans = useQuery(plansQuery())
  const [chosen, setChosen] = useState<Plan | null>(null)
  if (sub.isPending || plans.isPending) return <Spinner />
  if (sub.isError || plans.isError) {
    const retry = () => void Promise.all([sub.refetch(), plans.refetch()])
    return <ErrorState error={sub.error ?? plans.error} onRetry={retry} />
  }
  const pending = sub.data.pendingRequest
  return (
    <div className="grid gap-6">
      {returned && (
        <p
          role="status"
          className="rounded-lg border border-sky-300 bg-sky-50 p-4 text-sm text-sky-900 dark:border-sky-500/40 dark:bg-sky-500/10 dark:text-sky-200"
        >
          {t.paymentReturned}
        </p>
      )}
      <CurrentPlanCard
        sub={sub.data}
        onRenew={
          sub.data.endDate && sub.data.status === 'active' && !pending
            ? () => setChosen(sub.data.plan)
            : undefined
        }
      />
      {pending && (
        <div
          role="status"
          className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
        >
          <Hourglass className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div className="grid gap-1">
            <p className="font-semibold">{t.pending}</p>
            <p>{t.pendingText(pending.planName, formatDate(pending.createdAt))}</p>
            {pending.transactionId && (
              <p className="font-mono text-xs">
                {t.transactionLabel} : {pending.transactionId}
              </p>
            )}
          </div>
        </div>
      )}
      <section aria-labelledby="plans-title" className="grid gap-4">
        <h2 id="plans-title" className="text-lg font-semibold">
          {t.plans}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {plans.data.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              isCurrent={plan.id === sub.data.plan.id && sub.data.status !== 'expired'}
              canRequest={!pending}
              onChoose={() => setChosen(plan)}
            />
          ))}
        </div>
      </section>
      {chosen && (
        <PlanRequestDialog
          plan={chosen}
          renewal={chosen.id === sub.data.plan.id}
          onClose={() => setChosen(null)}
        />
      )}
    </div>
  )
}

export function SubscriptionPage() {
  return (
    <>
      <PageHeader title={t.title} description={t.subtitle} />
      <StoreRequired>
        <Subscription />
      </StoreRequired>
    </>
  )
}
