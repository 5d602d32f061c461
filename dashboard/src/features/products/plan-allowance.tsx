import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { subscriptionQuery } from '#dashboard/features/settings/queries.ts'
import { MAX_EXTRA_IMAGES } from '#worker/schemas/products.ts'
import { pf } from './fr.ts'

/** Where a merchant changes plan (Paramètres › Abonnements). */
export const SUBSCRIPTION_PAGE = '/user/settings/settings'

/**
 * The pictures a product may have under the plan in force (main one included), and how many
 * extra ones that leaves the form: null until the plan is known, the form's own maximum when
 * it cannot be read (the API still enforces the plan).
 */
export function useImageAllowance() {
  const sub = useQuery(subscriptionQuery())
  if (sub.isPending) return null
  if (!sub.data) return { total: null, planName: null, maxExtra: MAX_EXTRA_IMAGES }
  const total = sub.data.limits.maxImagesPerProduct
  return {
    total,
    planName: sub.data.limitsPlanName,
    maxExtra: Math.min(MAX_EXTRA_IMAGES, Math.max(0, total - 1)),
  }
}
export type ImageAllowance = NonNullable<ReturnType<typeof useImageAllowance>>

/** "Passer à une offre supérieure", a link to the subscription page. */
export function UpgradeLink() {
  return (
    <Link to={SUBSCRIPTION_PAGE} className="font-medium text-primary underline underline-offset-4">
      {pf.upgrade}
    </Link>
  )
}

/**
 * "1 image avec l'offre Gratuit", said before the merchant picks a picture, with the way to a
 * bigger plan while this one allows fewer pictures than the form can take.
 */
export function ImageAllowanceNote({ allowance }: { allowance: ImageAllowance }) {
  if (allowance.total === null || allowance.planName === null) return null
  return (
    <p className="text-sm text-muted-foreground">
      {pf.imageAllowance(allowance.total, allowance.planName)}
      {allowance.maxExtra < MAX_EXTRA_IMAGES && (
        <>
          {' · '}
          <UpgradeLink />
        </>
      )}
    </p>
  )
}

/** The plan's product limit when the catalogue has reached it (null otherwise, or unknown). */
export function useCatalogueFull() {
  const sub = useQuery(subscriptionQuery()).data
  const max = sub?.limits.maxProducts ?? null
  if (!sub || max === null || sub.usage.products < max) return null
  return { planName: sub.limitsPlanName, max }
}
