import { useQuery } from '@tanstack/react-query'
import { Check, Circle } from 'lucide-react'
import { Link } from 'react-router'
import { Panel } from '#dashboard/components/panel.tsx'
import { personalizationQuery } from '#dashboard/features/settings/queries.ts'
import type { Store } from '#worker/schemas/stores.ts'
import { productCountQuery } from './board-queries.ts'
import { nextStepsWords as t } from './fr.ts'

export type ShopFacts = {
  hasLogo: boolean
  productCount: number | null
  personalized: boolean
  linkShared: boolean
}

type Step = { key: string; label: string; done: boolean; to?: string; hint?: string }

/** The first things a new shop needs, in the order a merchant does them. */
export function nextSteps(facts: ShopFacts): Step[] {
  return [
    { key: 'logo', label: t.logo, done: facts.hasLogo, to: '/user/settings/profiles' },
    {
      key: 'product',
      label: t.product,
      done: (facts.productCount ?? 0) > 0,
      to: '/user/products/new',
    },
    {
      key: 'personalization',
      label: t.personalization,
      done: facts.personalized,
      to: '/user/settings/personalization',
    },
    { key: 'share', label: t.share, done: facts.linkShared, hint: t.shareHint },
  ]
}

/**
 * What the board knows of a shop's first steps; undefined while it loads. The product count
 * also tells an empty shop from one whose stock is fine (null if it could not be loaded). A team
 * member's board shows no first steps: the personalization, the owner's alone, is not asked.
 */
export function useShopFacts(
  store: Store,
  linkShared: boolean,
  owner: boolean,
): ShopFacts | undefined {
  const products = useQuery(productCountQuery())
  const personalization = useQuery({ ...personalizationQuery(), enabled: owner })
  if (products.isPending || (owner && personalization.isPending)) return undefined
  const p = personalization.data
  return {
    hasLogo: Boolean(store.logoUrl),
    productCount: products.data?.total ?? null,
    personalized: Boolean(p?.hero || p?.about || p?.callToAction),
    linkShared,
  }
}

/** A ticked list of the shop's first steps; gone once every step is done. */
export function NextSteps({ facts }: { facts: ShopFacts }) {
  const steps = nextSteps(facts)
  const done = steps.filter((s) => s.done).length
  if (done === steps.length) return null
  return (
    <Panel title={t.title} description={t.progress(done, steps.length)}>
      <ol className="grid gap-3">
        {steps.map((step) => (
          <li key={step.key} className="flex items-start gap-3 text-sm">
            {step.done ? (
              <Check
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 rounded-full bg-primary p-0.5 text-primary-foreground"
              />
            ) : (
              <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
            )}
            <div className="grid gap-0.5">
              {step.to && !step.done ? (
                <Link to={step.to} className="leading-6 font-medium text-primary hover:underline">
                  {step.label}
                </Link>
              ) : (
                <span className={step.done ? 'text-muted-foreground line-through' : 'font-medium'}>
                  {step.label}
                </span>
              )}
              {step.done && <span className="sr-only">{t.done}</span>}
              {step.hint && !step.done && (
                <span className="text-xs text-muted-foreground">{step.hint}</span>
              )}
            </div>
          </li>
        ))}
      </ol>
    </Panel>
  )
}
