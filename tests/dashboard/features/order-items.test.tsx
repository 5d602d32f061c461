import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OrderItems } from '#dashboard/features/orders/order-items.tsx'
import { formatMoney } from '#worker/schemas/money.ts'
import type { Order } from '#worker/schemas/orders.ts'
import { renderWithQueryClient } from '../render.tsx'

const NOW = '2026-11-24T10:00:00.000Z'

/** The DOM's text has its spaces normalized; the formatted amount has narrow no-break ones. */
const amount = (minor: number, prefix = '') =>
  new RegExp(`^${prefix}${formatMoney(minor, 'XOF').replace(/\s/g, '\\s')}$`)

const order = (overrides: Partial<Order> = {}): Order => ({
  id: 'ord_1',
  number: 'CMD-7K4Q',
  status: 'pending',
  firstName: 'Awa',
  lastName: 'Traoré',
  phone: '22676112233',
  city: 'Ouagadougou',
  note: null,
  customerId: null,
  currency: 'XOF',
  itemCount: 2,
  total: 14_500,
  subtotal: 15_000,
  discount: 1_500,
  promoCode: 'TABASKI10',
  delivery: null,
  items: [
    {
      id: 'itm_1',
      productId: 'prd_1',
      productName: 'Pagne wax',
      size: null,
      color: null,
      unitPrice: 7_500,
      quantity: 2,
      lineTotal: 15_000,
    },
  ],
  createdAt: NOW,
  source: 'storefront',
  paymentMethod: 'cash_on_delivery',
  paymentStatus: 'pending',
  paymentDueAt: null,
  paidAt: null,
  paidAfterExpiryAt: null,
  rescheduleAt: null,
  payments: [],
  ...overrides,
})

/**
 * The footer row whose label cell reads `label`: its last cell is the amount. Header cells
 * ("Sous-total" of a line) are skipped; "Total" has a phone and a wide cell in the same row.
 */
function rowAmount(label: string | RegExp) {
  const row = screen.getAllByText(label, { selector: 'td' })[0]?.closest('tr')
  if (!row) throw new Error(`no row for ${label}`)
  const cells = within(row).getAllByRole('cell')
  return cells[cells.length - 1]?.textContent ?? ''
}

describe('OrderItems (the order card’s lines)', () => {
  it('shows the promo code and the discount it took, between the subtotal and the delivery fee', () => {
    renderWithQueryClient(
      <OrderItems
        order={order({
          total: 15_500,
          delivery: {
            method: 'zone',
            zoneName: 'Ouaga 2000',
            delay: null,
            fee: 2_000,
            landmark: null,
            locationUrl: null,
          },
        })}
      />,
    )
    expect(rowAmount('Sous-total')).toMatch(amount(15_000))
    expect(rowAmount('Code promo TABASKI10')).toMatch(amount(1_500, '−'))
    expect(rowAmount(/^Livraison \(/)).toMatch(amount(2_000))
    const labels = screen.getAllByRole('row').map((r) => r.textContent ?? '')
    const at = (text: string) => labels.findIndex((l) => l.startsWith(text))
    expect(at('Sous-total')).toBeLessThan(at('Code promo TABASKI10'))
    expect(at('Code promo TABASKI10')).toBeLessThan(at('Livraison'))
    expect(rowAmount('Total')).toMatch(amount(15_500))
  })

  it('shows the discount on an order without delivery details', () => {
    renderWithQueryClient(<OrderItems order={order()} />)
    expect(rowAmount('Code promo TABASKI10')).toMatch(amount(1_500, '−'))
    expect(rowAmount('Sous-total')).toMatch(amount(15_000))
  })

  it('adds no discount line, and no subtotal, to an order without a code or delivery', () => {
    renderWithQueryClient(
      <OrderItems order={order({ discount: 0, promoCode: null, total: 15_000 })} />,
    )
    expect(screen.queryByText(/Code promo/)).toBeNull()
    expect(screen.queryByText('Sous-total', { selector: 'td' })).toBeNull()
  })
})
