import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Funnel } from '#dashboard/features/audience/audience-page.tsx'
import type { AudienceReport } from '#worker/schemas/audience.ts'

/** The demo's week: a visit opens several products, so product views outnumber visits. */
const week: AudienceReport = {
  days: 7,
  from: '2026-11-23',
  to: '2026-11-29',
  totals: { visits: 413, productViews: 703, carts: 75, checkouts: 45, orders: 11, pageViews: 1321 },
  rates: { productViews: 1.702, carts: 0.107, checkouts: 0.6, orders: 0.244, overall: 0.027 },
  series: [],
  sources: [],
  topProducts: [],
}

describe('Tableau de bord › Audience, the funnel', () => {
  it('keeps every bar inside its card when product views outnumber visits', () => {
    const { container } = render(<Funnel report={week} />)
    const widths = [...container.querySelectorAll<HTMLElement>('[style*="width"]')].map((bar) =>
      Number.parseFloat(bar.style.width),
    )
    expect(widths).toHaveLength(5)
    expect(Math.max(...widths)).toBe(100)
    for (const width of widths) expect(width).toBeLessThanOrEqual(100)
  })
})
