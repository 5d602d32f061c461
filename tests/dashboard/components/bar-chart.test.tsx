import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { axisTop, SimpleBarChart } from '#dashboard/components/bar-chart.tsx'

const days = [
  { date: '2026-03-01', amount: 15_000 },
  { date: '2026-03-02', amount: 0 },
  { date: '2026-03-03', amount: 37_500 },
]

function Chart() {
  return (
    <SimpleBarChart
      data={days}
      label="Ventes des 3 derniers jours"
      className="h-56"
      x={{ key: 'date', format: (d) => d.slice(8) }}
      y={{ width: 44, allowDecimals: false }}
      bar={{ key: 'amount', name: 'Ventes', color: 'red', maxBarSize: 28 }}
      tooltip={(p) => <p>{`Le ${p.date} : ${p.amount}`}</p>}
    />
  )
}

describe('the dashboard’s bar chart (no charting library, ADR 026)', () => {
  it('tops its axis at a round figure above the highest bar', () => {
    expect(axisTop(37_500, false)).toBe(40_000)
    expect(axisTop(3, false)).toBe(4)
    expect(axisTop(0.3)).toBeCloseTo(0.4)
    expect(axisTop(0, false)).toBe(4)
  })

  it('draws each bar at its share of the axis, with the days under them', () => {
    const { container } = render(<Chart />)
    expect(screen.getByRole('img', { name: 'Ventes des 3 derniers jours' })).toBeInTheDocument()
    const bars = [
      ...container.querySelectorAll<HTMLElement>('[data-slot="chart-plot"] > div > span'),
    ]
    expect(bars.map((b) => b.style.height)).toEqual(['37.5%', '0%', '93.75%'])
    for (const day of ['01', '02', '03']) expect(screen.getByText(day)).toBeInTheDocument()
    expect(screen.getByText('40000')).toBeInTheDocument()
  })

  it('shows the tooltip of the bar under the pointer or the finger, and hides it after', () => {
    const { container } = render(<Chart />)
    // Three columns of 100 px on a 300 px plot that starts 20 px from the left.
    const plot = container.querySelector<HTMLElement>('[data-slot="chart-plot"]')!
    plot.getBoundingClientRect = () => ({ left: 20, width: 300 }) as DOMRect
    fireEvent.pointerMove(plot, { clientX: 250 })
    expect(screen.getByText('Le 2026-03-03 : 37500')).toBeInTheDocument()
    fireEvent.pointerDown(plot, { clientX: 30 })
    expect(screen.getByText('Le 2026-03-01 : 15000')).toBeInTheDocument()
    // Past the last column's edge: still the last bar, never none.
    fireEvent.pointerMove(plot, { clientX: 900 })
    expect(screen.getByText('Le 2026-03-03 : 37500')).toBeInTheDocument()
    fireEvent.pointerLeave(screen.getByRole('img'))
    expect(screen.queryByText(/^Le /)).toBeNull()
  })
})
