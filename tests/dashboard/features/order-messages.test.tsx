import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OrderMessages } from '#dashboard/features/orders/order-messages.tsx'
import type { OrderMessage } from '#worker/schemas/orders.ts'

const message = (over: Partial<OrderMessage>): OrderMessage => ({
  id: 'out_1',
  channel: 'whatsapp',
  recipient: '22997000000',
  body: 'Merci ! Votre commande C-1 chez Awa est bien enregistrée.',
  delivery: null,
  state: 'Envoyé',
  createdAt: '2026-11-28T10:00:00.000Z',
  ...over,
})

describe('the order’s messages to the shopper (ADR 049)', () => {
  it('shows each message as the shopper reads it, with what WhatsApp reported', () => {
    render(
      <OrderMessages
        messages={[
          message({ id: 'out_read', delivery: 'read', state: 'Lu' }),
          message({
            id: 'out_failed',
            delivery: 'failed',
            state: 'Échec : ce numéro ne peut pas recevoir ce message (WhatsApp 131026)',
          }),
        ]}
      />,
    )
    expect(screen.getByText('Lu')).toBeTruthy()
    expect(screen.getByText(/^Échec : ce numéro ne peut pas recevoir/)).toBeTruthy()
    expect(screen.getAllByText(/Votre commande C-1 chez Awa/)).toHaveLength(2)
  })

  it('says so when the shopper was sent nothing', () => {
    render(<OrderMessages messages={[]} />)
    expect(screen.getByText('Aucun message envoyé au client pour cette commande.')).toBeTruthy()
  })
})
