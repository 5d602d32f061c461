import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import type { PlanLimits } from '#worker/schemas/plans.ts'
import { subscriptionQuery } from './queries.ts'

/** Where a merchant changes plan (Paramètres › Abonnements). */
const SUBSCRIPTION_PAGE = '/user/settings/settings'

/**
 * The plan in force's name when `paused` says it leaves a feature without use (issue 26), null
 * otherwise or while unknown: the feature's data stays listed, with a notice and the way up.
 */
export function usePausedByPlan(paused: (limits: PlanLimits) => boolean): string | null {
  const sub = useQuery(subscriptionQuery()).data
  return sub && paused(sub.limits) ? sub.limitsPlanName : null
}

/** A feature paused by the plan: what it means (the feature's own words) and the way up. */
export function PlanNotice({ message, upgrade }: { message: string; upgrade: string }) {
  return (
    <p
      role="status"
      className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      {message}{' '}
      <Link to={SUBSCRIPTION_PAGE} className="font-medium underline underline-offset-4">
        {upgrade}
      </Link>
    </p>
  )
}
