import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { salesCards } from '#dashboard/features/dashboard/sales-figures.ts'
import { OrderPayment } from '#dashboard/features/orders/order-payment.tsx'
import {
  orderMethodLabel,
  PAYMENT_STATUS_OPTIONS,
  paymentActions,
} from '#dashboard/features/orders/payment-values.ts'
import type { OrderPayment as Attempt, Order } from '#worker/schemas/orders.ts'
import { PAYMENT_STATUS_LABEL, paymentMsg } from '#worker/schemas/payments.ts'
import type { Stats } from '#worker/schemas/stats.ts'
import { renderWithQueryClient } from '../render.tsx'

const NOW = '2026-11-24T10:00:00.000Z'

const attempt = (overrides: Partial<Attempt> = {}): Attempt => ({
  id: 'pay_1',
  method: 'transfer',
  providerRef: 'MP241124.1010.A12345',
  amount: 16_000,
  currency: 'XOF',
  status: 'pending',
  rawStatus: null,
  confirmedBy: null,
  confirmedByName: null,
  confirmedAt: null,
  createdAt: NOW,
  ...overrides,
})

const order = (overrides: Partial<Order> = {}): Order => ({
  id: 'ord_1',
  number: 'CMD-7K4Q',
  status: 'pending',
  firstName: 'Issa',
  lastName: 'Ouédraogo',
  phone: '22676112233',
  city: 'Bobo-Dioulasso',
  note: null,
  customerId: null,
  currency: 'XOF',
  itemCount: 2,
  total: 16_000,
  subtotal: 16_000,
  discount: 0,
  promoCode: null,
  delivery: null,
  createdAt: NOW,
  source: 'storefront',
  paymentMethod: 'transfer',
  paymentStatus: 'pending',
  paymentDueAt: NOW,
  paidAt: null,
  paidAfterExpiryAt: null,
  rescheduleAt: null,
  payments: [attempt()],
  ...overrides,
})

describe('paymentActions', () => {
  it('offers a decision on the latest pending transfer, and no refund before the order is paid', () => {
    const older = attempt({ id: 'pay_0', status: 'rejected' })
    const actions = paymentActions(order({ payments: [older, attempt({ id: 'pay_2' })] }))
    expect(actions).toEqual({
      awaitingDecision: expect.objectContaining({ id: 'pay_2' }),
      canRefund: false,
      canReceiveCash: false,
    })
  })

  it('offers no decision on a provider payment or a settled transfer, and a refund once paid', () => {
    expect(paymentActions(order({ payments: [attempt({ method: 'fedapay' })] }))).toEqual({
      awaitingDecision: null,
      canRefund: false,
      canReceiveCash: false,
    })
    const paid = order({ paymentStatus: 'paid', payments: [attempt({ status: 'paid' })] })
    expect(paymentActions(paid)).toEqual({
      awaitingDecision: null,
      canRefund: true,
      canReceiveCash: false,
    })
  })

  it('offers "Encaisser" while something is left to pay on an open order, never on a closed one', () => {
    const unpaid = { paymentStatus: 'unpaid' as const, payments: [], amountDue: 16_000 }
    expect(paymentActions(order(unpaid)).canReceiveCash).toBe(true)
    expect(
      paymentActions(order({ ...unpaid, paymentStatus: 'partial', amountDue: 6000 }))
        .canReceiveCash,
    ).toBe(true)
    for (const closed of [
      { status: 'canceled' as const },
      { status: 'refused' as const },
      { paymentStatus: 'expired' as const },
      { paymentStatus: 'paid' as const, amountDue: 0 },
    ])
      expect(
        paymentActions(order({ ...unpaid, ...closed })).canReceiveCash,
        JSON.stringify(closed),
      ).toBe(false)
  })

  it('names every method and offers every payment status as a filter, in French', () => {
    expect(orderMethodLabel('transfer')).toBe('Transfert direct')
    expect(orderMethodLabel('manual')).toBe('Vente enregistrée')
    expect(PAYMENT_STATUS_OPTIONS.map((o) => o.label)).toEqual(Object.values(PAYMENT_STATUS_LABEL))
  })
})

describe('salesCards', () => {
  it('shows confirmed sales as the figure, says so, and paid revenue beside it', () => {
    const figure = (amount: number, count: number) => ({ amount, count })
    const stats = {
      sales: { today: figure(5500, 2), last7Days: figure(6200, 3), last30Days: figure(6200, 3) },
      paidSales: {
        today: figure(4700, 2),
        last7Days: figure(4700, 2),
        last30Days: figure(4700, 2),
      },
    } as Stats
    const cards = salesCards(stats, (n) => `${n} F`)
    expect(cards[0]).toEqual({
      key: 'today',
      label: "Ventes aujourd'hui",
      value: '5500 F',
      hint: '2 ventes',
      paid: 'Encaissé : 4700 F',
    })
    expect(cards.map((c) => c.key)).toEqual(['today', 'last7Days', 'last30Days'])
  })

  it('says today’s cash still with the couriers beside "Encaissé", on today’s card only', () => {
    const figure = (amount: number) => ({ amount, count: 1, deliveryFees: 0 })
    const periods = { today: figure(4700), last7Days: figure(4700), last30Days: figure(4700) }
    const stats = { sales: periods, paidSales: periods, courierCashToday: 12_000 } as Stats
    const cards = salesCards(stats, (n) => `${n} F`)
    expect(cards[0]?.paid).toBe('Encaissé : 4700 F · chez les livreurs : 12000 F')
    expect(cards[1]?.paid).toBe('Encaissé : 4700 F')
  })

  it('says the discounts promo codes gave beside the sales, net of them, only where there are some', () => {
    const figure = (amount: number) => ({ amount, count: 1, deliveryFees: 0 })
    const periods = { today: figure(9000), last7Days: figure(9000), last30Days: figure(9000) }
    const discounts = { today: 0, last7Days: 1000, last30Days: 1000 }
    const stats = { sales: periods, paidSales: periods, discounts } as Stats
    const cards = salesCards(stats, (n) => `${n} F`)
    expect(cards[0]?.hint).toBe('1 vente')
    expect(cards[1]?.hint).toBe('1 vente · Réductions accordées : 1000 F')
  })
})

describe('OrderPayment', () => {
  it('shows the reference with its two decisions, and sends "Paiement reçu" for that payment', async () => {
    const sent: { path: string; body: unknown }[] = []
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const req =
        input instanceof Request
          ? new Request(input, init)
          : new Request(new URL(String(input), 'http://boutiko.test'), init)
      sent.push({ path: new URL(req.url).pathname, body: await req.json() })
      const paid = order({ paymentStatus: 'paid', payments: [attempt({ status: 'paid' })] })
      return new Response(JSON.stringify(paid), { headers: { 'content-type': 'application/json' } })
    })
    renderWithQueryClient(<OrderPayment order={order()} />)
    expect(screen.getByText('Référence à vérifier')).toBeInTheDocument()
    // In the box to check, and in the attempts' history.
    expect(screen.getAllByText('MP241124.1010.A12345')).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Référence introuvable' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Enregistrer un remboursement' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Paiement reçu' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({
      path: '/api/orders/ord_1/payments/pay_1/decision',
      body: { decision: 'confirm' },
    })
  })

  it('offers "Encaisser" with the rest prefilled, sends what is typed, and shows "Acompte reçu" on a partial order', async () => {
    const sent: { path: string; body: unknown }[] = []
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const req =
        input instanceof Request
          ? new Request(input, init)
          : new Request(new URL(String(input), 'http://boutiko.test'), init)
      sent.push({ path: new URL(req.url).pathname, body: await req.json() })
      const after = order({ paymentStatus: 'partial', amountPaid: 10_000, amountDue: 6000 })
      return new Response(JSON.stringify(after), {
        headers: { 'content-type': 'application/json' },
      })
    })
    const partial = order({
      paymentStatus: 'partial',
      payments: [attempt({ method: 'cash', amount: 4000, status: 'paid', providerRef: null })],
      amountPaid: 4000,
      amountDue: 12_000,
    })
    renderWithQueryClient(<OrderPayment order={partial} />)
    expect(screen.getByText('Acompte reçu')).toBeInTheDocument()
    // The form comes right after the card (its own file, with zod: ADR 065).
    const amount = await screen.findByLabelText('Montant reçu')
    expect(amount).toHaveValue('12000')
    await userEvent.clear(amount)
    await userEvent.type(amount, '6 000')
    await userEvent.selectOptions(screen.getByLabelText('Reçu en'), 'mobile_money')
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le paiement' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({
      path: '/api/orders/ord_1/cash',
      body: { amount: '6 000', method: 'mobile_money' },
    })
  })

  it('flags a payment received after expiry in red and offers a refund on a paid order', () => {
    const late = order({
      paymentStatus: 'paid',
      paidAt: NOW,
      paidAfterExpiryAt: NOW,
      payments: [attempt({ status: 'paid', confirmedBy: 'merchant', confirmedAt: NOW })],
    })
    renderWithQueryClient(<OrderPayment order={late} />)
    expect(screen.getByRole('alert')).toHaveTextContent(paymentMsg.paidAfterExpiry)
    expect(screen.getByRole('button', { name: 'Enregistrer un remboursement' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Paiement reçu' })).toBeNull()
    expect(screen.getByText('Payée')).toBeInTheDocument()
  })

  it('says which team member confirmed a payment (« par Aïcha Ilboudo »), and « par vous » for the owner', () => {
    const paid = order({
      paymentStatus: 'paid',
      paidAt: NOW,
      payments: [
        attempt({ id: 'pay_1', status: 'paid', confirmedBy: 'merchant', confirmedAt: NOW }),
        attempt({
          id: 'pay_2',
          status: 'paid',
          confirmedBy: 'merchant',
          confirmedByName: 'Aïcha Ilboudo',
          confirmedAt: NOW,
        }),
      ],
    })
    renderWithQueryClient(<OrderPayment order={paid} />)
    expect(screen.getByText(/· par Aïcha Ilboudo ·/)).toBeInTheDocument()
    expect(screen.getByText(/· par vous ·/)).toBeInTheDocument()
  })
})
