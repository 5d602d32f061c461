import { t } from '../fr'
import type { ShopFacts } from '../types'

/**
 * "À propos de cette boutique" (issue 26): what the platform vouches for, in a few words. Only
 * the facts that hold are listed; a shop shown without facts (owner blocked) has no block.
 */
export function ShopFactsBlock({ facts }: { facts: ShopFacts | null }) {
  if (!facts) return null
  const lines = [
    t.facts.since(facts.sinceMonth),
    facts.phoneVerified ? t.facts.phoneVerified : null,
    facts.emailVerified ? t.facts.emailVerified : null,
    facts.deliveredOrders > 0 ? t.facts.delivered(facts.deliveredOrders) : null,
    facts.reviews.average === null
      ? null
      : t.facts.reviews(facts.reviews.average.toLocaleString('fr-FR'), facts.reviews.count),
  ].filter((line): line is string => line !== null)
  return (
    <section className="wrap shop-facts" aria-labelledby="h-facts">
      <h2 id="h-facts">{t.facts.heading}</h2>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  )
}
