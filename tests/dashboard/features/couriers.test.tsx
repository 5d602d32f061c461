import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { canGoOut } from '#dashboard/features/couriers/can-go-out.ts'
import { toCourierValues } from '#dashboard/features/couriers/courier-values.ts'
import { OrderCourierCard } from '#dashboard/features/couriers/order-courier-card.tsx'
import type { Courier } from '#worker/schemas/couriers.ts'
import type { Order } from '#worker/schemas/orders.ts'
import { renderWithQueryClient } from '../render.tsx'

const NOW = '2026-11-28T10:00:00.000Z'

const order = (overrides: Partial<Order> = {}): Order => ({
  id: 'ord_1',
  number: 'CMD-7K4Q',
  status: 'confirmed',
  firstName: 'Issa',
  lastName: 'Ouédraogo',
  phone: '22676112233',
  city: 'Ouagadougou',
  note: null,
  customerId: null,
  currency: 'XOF',
  itemCount: 1,
  total: 9_000,
  subtotal: 7_500,
  discount: 0,
  promoCode: null,
  delivery: {
    method: 'zone',
    zoneName: 'Ouaga 2000',
    delay: '24 h',
    fee: 1_500,
    landmark: null,
    locationUrl: null,
  },
  createdAt: NOW,
  source: 'storefront',
  paymentMethod: 'cash_on_delivery',
  paymentStatus: 'unpaid',
  paymentDueAt: null,
  paidAt: null,
  paidAfterExpiryAt: null,
  rescheduleAt: null,
  courier: null,
  refusals: 0,
  ...overrides,
})

const COURIERS: Courier[] = [
  { id: 'cou_1', name: 'Moussa', phone: '22670112233', feePerDrop: 1000, active: true },
  { id: 'cou_2', name: 'Awa', phone: '22670112244', feePerDrop: null, active: false },
]

afterEach(() => vi.unstubAllGlobals())

/** The API as the card calls it: the couriers' list, and what each assign sends. */
function stubApi() {
  const sent: { path: string; body: unknown }[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const req =
      input instanceof Request
        ? new Request(input, init)
        : new Request(new URL(String(input), 'http://boutiko.test'), init)
    const path = new URL(req.url).pathname
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
    if (req.method === 'GET') return json(COURIERS)
    sent.push({ path, body: await req.json() })
    return json({ id: 'run_1', parcels: [] })
  })
  return sent
}

describe('OrderCourierCard', () => {
  it('warns of the phone’s earlier refusals, shows the current courier and outcome, and hands the order to an active courier', async () => {
    const sent = stubApi()
    const o = order({
      status: 'shipped',
      refusals: 2,
      courier: {
        deliveryId: 'dlv_1',
        courierId: 'cou_2',
        courierName: 'Awa',
        runId: 'run_0',
        day: '2026-11-27',
        outcome: 'absent',
        outcomeAt: NOW,
        cashCollected: 0,
      },
    })
    renderWithQueryClient(
      <MemoryRouter>
        <OrderCourierCard order={o} />
      </MemoryRouter>,
    )
    expect(screen.getByText('2 refus précédents')).toBeInTheDocument()
    expect(screen.getByText('Confiée à Awa, tournée du 27/11/2026')).toBeInTheDocument()
    expect(screen.getByText('Absent – à reprogrammer')).toBeInTheDocument()
    const select = await screen.findByRole('combobox', { name: 'Livreur' })
    await waitFor(() => expect(screen.getByRole('option', { name: 'Moussa' })).toBeInTheDocument())
    // A courier turned off is not offered.
    expect(screen.queryByRole('option', { name: 'Awa' })).toBeNull()
    await userEvent.selectOptions(select, 'cou_1')
    await userEvent.click(screen.getByRole('button', { name: 'Confier à un autre livreur' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({ path: '/api/couriers/cou_1/assign', body: { orderIds: ['ord_1'] } })
  })

  it('offers the door’s four outcomes while a courier holds the parcel, and records the one pressed for them', async () => {
    const sent = stubApi()
    const held = {
      deliveryId: 'dlv_1',
      courierId: 'cou_1',
      courierName: 'Moussa',
      runId: 'run_1',
      day: '2026-11-28',
      outcome: null,
      outcomeAt: null,
      cashCollected: 0,
    }
    renderWithQueryClient(
      <MemoryRouter>
        <OrderCourierCard order={order({ status: 'shipped', courier: held })} />
      </MemoryRouter>,
    )
    for (const label of ['Livré – déjà payé', 'Refusé par le client', 'Absent – à reprogrammer'])
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Livré – encaissé' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({
      path: '/api/orders/ord_1/door-outcome',
      body: { outcome: 'delivered_cash' },
    })
  })

  it('shows what the courier collected once recorded, without the buttons', () => {
    stubApi()
    const done = {
      deliveryId: 'dlv_1',
      courierId: 'cou_1',
      courierName: 'Moussa',
      runId: 'run_1',
      day: '2026-11-28',
      outcome: 'delivered_cash' as const,
      outcomeAt: NOW,
      cashCollected: 9_000,
    }
    renderWithQueryClient(
      <MemoryRouter>
        <OrderCourierCard order={order({ status: 'delivered', courier: done })} />
      </MemoryRouter>,
    )
    expect(screen.getByText(/9\s000\sF\sCFA encaissés par le livreur/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Livré – encaissé' })).toBeNull()
  })

  it('shows no refusal badge at 0 and offers no courier for an order that cannot go out', () => {
    stubApi()
    renderWithQueryClient(
      <MemoryRouter>
        <OrderCourierCard order={order({ status: 'delivered' })} />
      </MemoryRouter>,
    )
    expect(screen.queryByText(/refus précédent/)).toBeNull()
    expect(screen.queryByRole('button', { name: /Confier/ })).toBeNull()
  })

  it('keeps the refusals in view on an order that does not go out (pickup)', () => {
    stubApi()
    const pickup = { ...order().delivery!, method: 'pickup' as const, fee: 0 }
    renderWithQueryClient(
      <MemoryRouter>
        <OrderCourierCard order={order({ delivery: pickup, refusals: 1 })} />
      </MemoryRouter>,
    )
    expect(screen.getByText('1 refus précédent')).toBeInTheDocument()
    expect(screen.queryByRole('combobox', { name: 'Livreur' })).toBeNull()
  })
})

describe('canGoOut', () => {
  it('lets an open delivered-to-the-door order go out, not a closed, pickup or fee-less "other zone" one', () => {
    expect(canGoOut(order())).toBe(true)
    expect(canGoOut(order({ delivery: null }))).toBe(true)
    for (const status of ['delivered', 'canceled', 'refused'] as const)
      expect(canGoOut(order({ status }))).toBe(false)
    const pickup = { ...order().delivery!, method: 'pickup' as const, fee: 0 }
    expect(canGoOut(order({ delivery: pickup }))).toBe(false)
    const other = { ...order().delivery!, method: 'other' as const, fee: null }
    expect(canGoOut(order({ delivery: other }))).toBe(false)
    expect(canGoOut(order({ delivery: { ...other, fee: 2000 } }))).toBe(true)
  })
})

describe('toCourierValues', () => {
  it('shows a stored courier back in the form: country and national number, the fee as typed', () => {
    expect(toCourierValues(COURIERS[0]!, 'XOF')).toEqual({
      name: 'Moussa',
      country: 'BF',
      phone: '70112233',
      feePerDrop: '1000',
      active: true,
    })
    expect(toCourierValues(COURIERS[1]!, 'XOF').feePerDrop).toBe('')
  })
})
