import { act, renderHook } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { newEntry, toEntryValues } from '#dashboard/features/atelier/cashbook/entry-values.ts'
import {
  createFabricResolver,
  EMPTY_FABRIC,
  toFabricFormValues,
  updateFabricResolver,
} from '#dashboard/features/atelier/fabrics/fabric-values.ts'
import { measureWords } from '#dashboard/features/atelier/measurements/fr.ts'
import {
  measureResolver,
  messagesOf,
  serverIssues,
  toPayload,
} from '#dashboard/features/atelier/measurements/measure-values.ts'
import {
  applyOrderErrors,
  emptyOrderValues,
  type OrderFormValues,
  orderFormValues,
  toUpdateInput,
} from '#dashboard/features/atelier/orders/order-values.ts'
import { today } from '#dashboard/features/atelier/shell/format.ts'
import { newPayment, salaryResolver } from '#dashboard/features/atelier/staff/salary-values.ts'
import { ApiClientError } from '#dashboard/lib/api-client.ts'
import type { CashbookEntry } from '#worker/schemas/atelier/cashbook.ts'
import { type Fabric, fabricMsg } from '#worker/schemas/atelier/fabrics.ts'
import { type GarmentType, measurementMsg } from '#worker/schemas/atelier/measurements.ts'
import type { TailoringOrder } from '#worker/schemas/atelier/orders.ts'
import { resolve } from '../resolve.ts'

// A browser behind UTC: "today" must be the person's day, not already tomorrow in UTC.
process.env.TZ = 'America/New_York'

describe('cash-book entry form', () => {
  it('starts a new entry as a cash expense of today', () => {
    vi.useFakeTimers({ now: new Date(2025, 2, 7, 9) })
    expect(newEntry()).toMatchObject({
      kind: 'expense',
      paymentMethod: 'cash',
      occurredOn: '2025-03-07',
      amount: '',
    })
  })

  it('prefills an entry with its amount in the shop currency and empty boxes for what is missing', () => {
    const entry = {
      kind: 'income',
      categoryId: null,
      amount: 250050,
      label: 'Retouche',
      occurredOn: '2025-03-07',
      paymentMethod: 'mobile_money',
      note: null,
    } as unknown as CashbookEntry
    expect(toEntryValues(entry, 'XOF')).toEqual({
      kind: 'income',
      categoryId: '',
      amount: '250050',
      label: 'Retouche',
      occurredOn: '2025-03-07',
      paymentMethod: 'mobile_money',
      note: '',
    })
    expect(toEntryValues(entry, 'EUR').amount).toBe('2500.50')
  })
})

describe('salary payment form', () => {
  it("reads today from the person's own calendar, not UTC", () => {
    // 23:30 on the 31st in New York is already the 1st in UTC.
    vi.useFakeTimers({ now: new Date(2025, 0, 31, 23, 30) })
    expect(today()).toBe('2025-01-31')
  })

  it('pays this month, today, in cash, the amount given', async () => {
    vi.useFakeTimers({ now: new Date(2025, 5, 15, 12) })
    const payment = newPayment('st1', '75000')
    expect(payment).toEqual({
      staffId: 'st1',
      amount: '75000',
      period: '2025-06',
      paidOn: '2025-06-15',
      paymentMethod: 'cash',
      note: '',
    })
    expect((await resolve(salaryResolver, payment)).messages).toEqual({})
  })
})

describe('fabric form', () => {
  const fabric = {
    name: 'Bazin riche',
    nameId: null,
    typeId: 'ty1',
    supplierId: null,
    color: null,
    pricePerMeter: 350000,
    lowStockCm: 250,
    description: null,
    images: [{ id: 'm1', url: '/media/m1.jpg' }],
  } as unknown as Fabric

  it('prefills the threshold in metres and the price in the shop currency', () => {
    expect(toFabricFormValues(fabric, 'XOF')).toEqual({
      ...EMPTY_FABRIC,
      name: 'Bazin riche',
      typeId: 'ty1',
      pricePerMeter: '350000',
      lowStockMeters: '2.50',
      imageIds: [{ id: 'm1', url: '/media/m1.jpg' }],
    })
  })

  it('sends empty pickers as null and the pictures by id when saving an edit', async () => {
    const { values, messages } = await resolve(
      updateFabricResolver,
      toFabricFormValues(fabric, 'XOF'),
    )
    expect(messages).toEqual({})
    expect(values).toMatchObject({
      nameId: null,
      typeId: 'ty1',
      supplierId: null,
      lowStockMeters: '2.50',
      imageIds: ['m1'],
    })
  })

  it('asks for the metres bought when a purchase amount is given on creation', async () => {
    const form = { ...EMPTY_FABRIC, name: 'Wax', pricePerMeter: '2500', purchaseAmount: '10000' }
    expect((await resolve(createFabricResolver, form)).messages).toEqual({
      initialMeters: fabricMsg.amountWithoutMeters,
    })
  })

  it('accepts a French decimal comma in metres', async () => {
    const form = { ...EMPTY_FABRIC, name: 'Wax', pricePerMeter: '2500', initialMeters: '12,5' }
    const { values, messages } = await resolve(createFabricResolver, form)
    expect(messages).toEqual({})
    expect(values).toMatchObject({ initialMeters: '12,5', lowStockMeters: undefined })
  })
})

describe('measurement form', () => {
  const shirt: GarmentType = {
    id: 'g1',
    name: 'Chemise',
    description: null,
    parts: [
      { id: 'p1', name: 'Poitrine' },
      { id: 'p2', name: 'Épaules' },
      { id: 'p3', name: 'Manche' },
    ],
  } as GarmentType

  it('sends only the filled boxes of the chosen type, with a decimal point', () => {
    const form = {
      garmentTypeId: 'g1',
      values: { p1: ' 92,5 ', p2: '', p3: '60', old: '10' },
      note: '',
    }
    expect(toPayload(form, ['p1', 'p2', 'p3'])).toEqual({
      garmentTypeId: 'g1',
      values: [
        { partId: 'p1', value: '92.5' },
        { partId: 'p3', value: '60' },
      ],
      note: '',
    })
  })

  it('asks for a garment type before anything else', async () => {
    const { messages } = await resolve(measureResolver([shirt]), {
      garmentTypeId: '',
      values: {},
      note: '',
    })
    expect(messages).toEqual({ garmentTypeId: measureWords.take.chooseGarment })
  })

  it('puts an out-of-range value on the box of its part, an empty form on the whole list', async () => {
    const resolver = measureResolver([shirt])
    const tooBig = await resolve(resolver, {
      garmentTypeId: 'g1',
      values: { p1: '90', p3: '900' },
      note: '',
    })
    expect(tooBig.messages).toEqual({ 'values.p3': measurementMsg.valueRange })
    const empty = await resolve(resolver, { garmentTypeId: 'g1', values: {}, note: '' })
    expect(empty.messages).toEqual({ root: measurementMsg.atLeastOneValue })
  })

  it('places server issues by the index of the part sent, and toasts other errors', () => {
    const sent = [{ partId: 'p1' }, { partId: 'p3' }]
    const issues = serverIssues(
      new ApiClientError(422, {
        issues: [
          { path: 'values.1.value', message: measurementMsg.valueRange },
          { path: 'garmentTypeId', message: measurementMsg.garmentTypeNotFound },
        ],
      }),
    )
    expect(messagesOf(issues ?? [], sent)).toEqual({
      values: { p3: measurementMsg.valueRange },
      garmentTypeId: measurementMsg.garmentTypeNotFound,
    })
    expect(serverIssues(new ApiClientError(500))).toBeNull()
    expect(serverIssues(new Error('boom'))).toBeNull()
  })
})

describe('tailoring order form', () => {
  const order = {
    customerId: 'c1',
    garments: [{ garmentTypeId: 'g1', quantity: 2, measurementId: null }],
    services: [
      { serviceId: 's1', name: 'Broderie', price: 5000 },
      { serviceId: null, name: 'Service supprimé', price: 1000 },
    ],
    fabricSource: 'stock',
    fabricNote: null,
    fabricId: 'f1',
    fabricCm: 250,
    price: 30000,
    currency: 'XOF',
    promisedOn: '2025-03-20',
    assignedStaffId: null,
    photos: [{ id: 'ph1', url: '/media/ph1.jpg' }],
    note: null,
  } as unknown as TailoringOrder

  it('promises a new order a week from now, with one garment to fill', () => {
    vi.useFakeTimers({ now: Date.parse('2025-12-28T12:00:00Z') })
    const empty = emptyOrderValues('c9')
    expect(empty).toMatchObject({
      customerId: 'c9',
      promisedOn: '2026-01-04',
      fabricSource: 'customer',
    })
    expect(empty.garments).toEqual([{ garmentTypeId: '', quantity: 1, measurementId: '' }])
  })

  it('prefills an order: metres from centimetres, services that still exist, photos by id', () => {
    expect(orderFormValues(order)).toMatchObject({
      garments: [{ garmentTypeId: 'g1', quantity: 2, measurementId: '' }],
      serviceIds: ['s1'],
      fabricMeters: '2.50',
      price: '30000',
      advance: '',
      photoIds: ['ph1'],
      note: '',
    })
  })

  it('leaves the customer, advance and payment method out of an edit', () => {
    const update = toUpdateInput(orderFormValues(order))
    expect(update).not.toHaveProperty('customerId')
    expect(update).not.toHaveProperty('advance')
    expect(update).not.toHaveProperty('paymentMethod')
    expect(update).toMatchObject({ price: '30000', fabricId: 'f1' })
  })

  it('shows a garment row issue on that row, a photo issue on the photo list', () => {
    const { result } = renderHook(() =>
      useForm<OrderFormValues>({ defaultValues: orderFormValues(order) }),
    )
    act(() =>
      applyOrderErrors(
        result.current,
        new ApiClientError(422, {
          issues: [
            { path: 'garments.0.measurementId', message: 'Mesure introuvable' },
            { path: 'photoIds.0', message: 'Photo introuvable' },
          ],
        }),
      ),
    )
    expect(result.current.getFieldState('garments.0.measurementId').error?.message).toBe(
      'Mesure introuvable',
    )
    expect(result.current.getFieldState('photoIds').error?.message).toBe('Photo introuvable')
  })
})
