import { describe, expect, it } from 'vitest'
import {
  EMPTY_SALE,
  lineAmount,
  type SaleFormValues,
  type SaleLineValues,
  saleLineOf,
  saleResolver,
  saleTotal,
  toSalePayload,
} from '#dashboard/features/orders/sale-values.ts'
import { paymentMsg } from '#worker/schemas/payments.ts'
import type { Product } from '#worker/schemas/products.ts'
import { saleMsg } from '#worker/schemas/sales.ts'
import { resolve } from '../resolve.ts'

const product = (overrides: Partial<Product> = {}): Product => ({
  id: 'prd_pagne',
  name: 'Pagne wax',
  description: '',
  categoryId: null,
  categoryName: null,
  price: 5000,
  discountPrice: null,
  discountEndsAt: null,
  currentPrice: 5000,
  stock: 10,
  sizes: [],
  colors: [],
  imageId: null,
  imageUrl: null,
  status: 'active',
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  ...overrides,
})

const line = (overrides: Partial<SaleLineValues> = {}): SaleLineValues => ({
  ...saleLineOf(product()),
  ...overrides,
})

const sale = (overrides: Partial<SaleFormValues> = {}): SaleFormValues => ({
  ...EMPTY_SALE,
  items: [line()],
  ...overrides,
})

describe('saleLineOf', () => {
  it('starts at one unit and the current price, its only size and colour already chosen', () => {
    const l = saleLineOf(product({ sizes: ['M'], colors: ['Rouge', 'Bleu'], currentPrice: 4000 }))
    expect(l).toMatchObject({
      quantity: '1',
      unitPrice: '',
      size: 'M',
      color: '',
      currentPrice: 4000,
    })
  })
})

describe('toSalePayload (Nouvelle vente form → POST /api/orders/manual)', () => {
  it('sends each line without its screen-only fields, blank options and price left out', () => {
    const payload = toSalePayload(
      sale({ items: [line({ quantity: '3', size: 'L', unitPrice: '4500' }), line()] }),
    )
    expect(payload.items).toEqual([
      { productId: 'prd_pagne', quantity: '3', size: 'L', color: undefined, unitPrice: '4500' },
      {
        productId: 'prd_pagne',
        quantity: '1',
        size: undefined,
        color: undefined,
        unitPrice: undefined,
      },
    ])
  })

  it('sends the dial code only with a phone', () => {
    expect(toSalePayload(sale()).phoneCountryCode).toBeUndefined()
    expect(toSalePayload(sale({ phone: '70112233' })).phoneCountryCode).toBe('226')
  })

  it('sends the method only with a paid sale, and the reference only for mobile money', () => {
    const unpaid = toSalePayload(sale({ paid: false, method: 'mobile_money', reference: 'PP1' }))
    expect(unpaid).toMatchObject({ paid: false, method: undefined, reference: undefined })
    const cash = toSalePayload(sale({ method: 'cash', reference: 'PP12345' }))
    expect(cash).toMatchObject({ paid: true, method: 'cash', reference: undefined })
    const momo = toSalePayload(sale({ method: 'mobile_money', reference: 'PP12345' }))
    expect(momo).toMatchObject({ method: 'mobile_money', reference: 'PP12345' })
  })
})

describe('saleResolver (the worker’s own contract)', () => {
  it('gives the API a valid sale: quantities as numbers, the reference in capitals', async () => {
    const { values, messages } = await resolve(
      saleResolver,
      sale({ method: 'mobile_money', reference: 'pp231124.1234' }),
    )
    expect(messages).toEqual({})
    expect(values).toMatchObject({
      items: [{ productId: 'prd_pagne', quantity: 1 }],
      paid: true,
      method: 'mobile_money',
      reference: 'PP231124.1234',
    })
  })

  it('refuses an empty sale, a paid sale without method and a bad reference, in French', async () => {
    expect((await resolve(saleResolver, sale({ items: [] }))).messages).toEqual({
      items: saleMsg.emptySale,
    })
    expect((await resolve(saleResolver, sale({ method: '' }))).messages).toEqual({
      method: saleMsg.chooseMethod,
    })
    expect(
      (await resolve(saleResolver, sale({ method: 'mobile_money', reference: '<b>' }))).messages,
    ).toEqual({ reference: paymentMsg.referenceFormat })
  })

  it('accepts an anonymous, unpaid sale', async () => {
    const { messages } = await resolve(saleResolver, sale({ paid: false, method: '' }))
    expect(messages).toEqual({})
  })
})

describe('lineAmount and saleTotal', () => {
  it('counts the agreed price when it reads as one, else the current price', () => {
    expect(lineAmount(line({ quantity: '2', unitPrice: '4500' }), 'XOF')).toBe(9000)
    expect(lineAmount(line({ quantity: '2', unitPrice: '45,5' }), 'XOF')).toBe(10_000)
    expect(lineAmount(line({ quantity: '2', unitPrice: '4 500' }), 'XOF')).toBe(9000)
    expect(lineAmount(line({ quantity: '2', unitPrice: '4.500' }), 'XOF')).toBe(9000)
    expect(lineAmount(line({ quantity: '1', unitPrice: '4\u202f500' }), 'XOF')).toBe(4500)
    expect(lineAmount(line({ quantity: '' }), 'XOF')).toBe(0)
    expect(saleTotal({ items: [line(), line({ quantity: '3' })] }, 'XOF')).toBe(20_000)
  })
})
