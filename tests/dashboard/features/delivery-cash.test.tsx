import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { CourierCashCard } from '#dashboard/features/delivery-cash/courier-cash-card.tsx'
import type { CourierDayCash } from '#worker/schemas/day-cash.ts'
import { formatMoney } from '#worker/schemas/money.ts'
import { renderWithQueryClient } from '../render.tsx'

const DAY = '2026-03-14'

/** The DOM's text has its spaces normalized; the formatted amount has narrow no-break ones. */
const shown = (prefix: string, minor: number) =>
  new RegExp(`^${prefix}${formatMoney(minor, 'XOF').replace(/\s/g, '\\s')}`)

const courier = (overrides: Partial<CourierDayCash> = {}): CourierDayCash => ({
  courierId: 'cou_1',
  courierName: 'Moussa Ouédraogo',
  courierPhone: '22670112233',
  taken: 6,
  delivered: 3,
  refused: 1,
  absent: 1,
  open: 1,
  expected: 17_000,
  collected: 17_000,
  handedIn: 0,
  difference: null,
  fees: 3000,
  closed: false,
  closedAt: null,
  lines: [],
  ...overrides,
})

/** Records what the card sends; answers with an empty day. */
function stubApi() {
  const sent: { path: string; body: unknown }[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const req =
      input instanceof Request
        ? new Request(input, init)
        : new Request(new URL(String(input), 'http://boutiko.test'), init)
    sent.push({ path: new URL(req.url).pathname, body: await req.json() })
    return new Response(JSON.stringify({ day: DAY, couriers: [] }), {
      status: 201,
      headers: { 'content-type': 'application/json' },
    })
  })
  return sent
}

describe('CourierCashCard', () => {
  it('shows the day’s figures and closes with the expected cash prefilled, saying the difference as it is typed', async () => {
    const sent = stubApi()
    renderWithQueryClient(<CourierCashCard day={DAY} currency="XOF" courier={courier()} />)
    expect(screen.getByRole('region', { name: 'Moussa Ouédraogo' })).toBeInTheDocument()
    expect(screen.getByText(shown('', 3000))).toBeInTheDocument()
    const amount = screen.getByLabelText('Montant reçu du livreur')
    expect(amount).toHaveValue('17000')
    expect(screen.getByText(/^Compte juste/)).toBeInTheDocument()
    // One parcel still without an outcome: closing stops the courier's link, the card says so.
    expect(screen.getByText(/^1 colis sans résultat/)).toBeInTheDocument()
    await userEvent.clear(amount)
    await userEvent.type(amount, '16 500')
    expect(screen.getByText(shown('Manque ', 500))).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Clôturer la journée' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({
      path: '/api/delivery-cash/close',
      body: { courierId: 'cou_1', day: DAY, amount: '16 500' },
    })
  })

  it('shows a closed day’s difference and lines, and offers a correction instead of closing', async () => {
    const sent = stubApi()
    const closed = courier({
      closed: true,
      closedAt: '2026-03-14T18:00:00.000Z',
      handedIn: 16_500,
      difference: -500,
      lines: [
        {
          id: 'cho_1',
          kind: 'closing',
          amount: 16_500,
          expected: 17_000,
          note: null,
          recordedByUserId: 'usr_1',
          recordedByName: 'Aïcha Ilboudo',
          createdAt: '2026-03-14T18:00:00.000Z',
        },
      ],
    })
    renderWithQueryClient(<CourierCashCard day={DAY} currency="XOF" courier={closed} />)
    expect(screen.getByText(shown('Manque ', 500))).toBeInTheDocument()
    // Who closed it, when a team member did (ADR 055).
    expect(screen.getByText(/· par Aïcha Ilboudo$/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Clôturer la journée' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une correction' }))
    await userEvent.selectOptions(screen.getByLabelText('Sens'), 'more')
    await userEvent.type(screen.getByLabelText('Montant'), '500')
    await userEvent.type(screen.getByLabelText('Pourquoi ?'), 'Monnaie retrouvée')
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer la correction' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({
      path: '/api/delivery-cash/corrections',
      body: {
        courierId: 'cou_1',
        day: DAY,
        amount: '500',
        direction: 'more',
        note: 'Monnaie retrouvée',
      },
    })
  })
})
