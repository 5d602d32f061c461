import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { GarmentRows } from '#dashboard/features/atelier/orders/garment-rows.tsx'
import {
  emptyOrderValues,
  type OrderFormValues,
} from '#dashboard/features/atelier/orders/order-values.ts'
import type { GarmentType, Measurement } from '#worker/schemas/atelier/measurements.ts'
import { json, stubFetch } from '../api-stub.ts'
import { renderWithQueryClient } from '../render.tsx'

const BOUBOU: GarmentType = {
  id: 'gty_boubou',
  name: 'Boubou',
  description: null,
  parts: [
    { id: 'prt_epaule', name: 'Épaule', description: null },
    { id: 'prt_longueur', name: 'Longueur', description: null },
  ],
}

/** The customer's detail (no measurement until one is posted) and the measurement posted. */
function stubApi() {
  const measurements: Measurement[] = []
  stubFetch(async (req, path) => {
    if (req.method === 'GET' && path === '/api/atelier/customers/cus_awa')
      return json({
        id: 'cus_awa',
        firstName: 'Awa',
        lastName: 'Zongo',
        phone: '22670112233',
        measurements: [...measurements],
      })
    if (req.method === 'POST' && path === '/api/atelier/customers/cus_awa/measurements') {
      const input = (await req.json()) as { values: Record<string, number> }
      const saved: Measurement = {
        id: 'msr_new',
        customerId: 'cus_awa',
        garmentTypeId: BOUBOU.id,
        garmentTypeName: BOUBOU.name,
        values: Object.entries(input.values).map(([partId, value]) => ({
          partId,
          name: partId,
          value,
        })),
        note: null,
        createdAt: '2026-11-28T10:00:00.000Z',
      }
      measurements.unshift(saved)
      return json(saved, 201)
    }
  })
}

/** The order form's garment rows, for Awa, a boubou chosen; counts the order form's submits. */
function OrderForm({ onOrder }: { onOrder: () => void }) {
  const form = useForm<OrderFormValues>({
    defaultValues: {
      ...emptyOrderValues('cus_awa'),
      garments: [{ garmentTypeId: BOUBOU.id, quantity: 2, measurementId: '' }],
    },
  })
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        onOrder()
      }}
    >
      <GarmentRows form={form} types={[BOUBOU]} />
    </form>
  )
}

beforeEach(() => stubApi())

describe("L'Atelier's order form: measurements taken without leaving it (issue 27)", () => {
  it('takes them in a dialog, gives the row the new measurement, and keeps the order as typed', async () => {
    const user = userEvent.setup()
    const onOrder = vi.fn()
    renderWithQueryClient(<OrderForm onOrder={onOrder} />)
    await user.click(await screen.findByRole('button', { name: 'Prendre les mesures' }))
    const dialog = await screen.findByRole('dialog', { name: 'Prendre les mesures' })
    expect(within(dialog).getByLabelText('Type de vêtement')).toHaveValue(BOUBOU.id)
    await user.type(within(dialog).getByLabelText(/^Épaule/), '46')
    await user.type(within(dialog).getByLabelText(/^Longueur/), '142')
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer les mesures' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(screen.getByLabelText('Mesures')).toHaveValue('msr_new'))
    expect(screen.getByLabelText('Quantité')).toHaveValue(2)
    // The dialog's submit stayed in the dialog: the order was not sent.
    expect(onOrder).not.toHaveBeenCalled()
  })
})
