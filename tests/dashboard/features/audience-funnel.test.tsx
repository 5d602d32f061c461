import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AudiencePage, Funnel } from '#dashboard/features/audience/audience-page.tsx'
import type { AudienceReport } from '#worker/schemas/audience.ts'
import { FREE_CAPABILITIES } from '#worker/schemas/plan-capabilities.ts'
import { permissionsOf } from '#worker/schemas/shop-access.ts'
import { json, stubFetch } from '../api-stub.ts'
import { awaCouture } from '../fixtures.ts'
import { renderUserPage } from '../render.tsx'

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

describe('Tableau de bord › Audience, on a plan without it', () => {
  /** The owner, their shop and a subscription whose plan leaves the statistics out. */
  function serveOwner(audienceStats: boolean) {
    const asked: string[] = []
    stubFetch((_req, path) => {
      asked.push(path)
      if (path === '/api/verifyToken') return json({ id: 'usr_1', role: 'user' })
      if (path.startsWith('/api/stores/'))
        return json({
          data: {
            ...awaCouture(),
            access: { role: 'owner', permissions: permissionsOf('owner') },
          },
        })
      if (path === '/api/plans/subscription')
        return json({
          plan: null,
          status: 'active',
          startedAt: null,
          endDate: null,
          pendingRequest: null,
          limits: { ...FREE_CAPABILITIES, audienceStats },
          limitsPlanName: 'Gratuit',
          usage: { products: 0 },
        })
      if (path === '/api/audience') return json(week)
      return undefined
    })
    renderUserPage(<AudiencePage />)
    return asked
  }

  it('shows the owner the way up without asking for a report the server would refuse', async () => {
    const asked = serveOwner(false)
    expect(
      await screen.findByText(/Statistiques d’audience : non inclus dans votre offre Gratuit/),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voir les offres' })).toHaveAttribute(
      'href',
      '/user/settings/settings',
    )
    expect(asked).not.toContain('/api/audience')
  })

  it('shows the report once the plan includes it', async () => {
    serveOwner(true)
    expect(await screen.findByText('De la visite à la commande')).toBeInTheDocument()
  })
})
