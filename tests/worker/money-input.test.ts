import { describe, expect, it } from 'vitest'
import { createAtelier } from '#tests/helpers/atelier.ts'
import {
  api,
  createAdmin,
  createTenant,
  issuesOf,
  type Order,
  productBody,
  readJson,
  seedProduct,
  setupWorker,
  uploadImage,
} from '#tests/helpers/worker.ts'
import type { CashbookEntry } from '#worker/schemas/atelier/cashbook.ts'
import type { TailoringOrder } from '#worker/schemas/atelier/orders.ts'
import type { Staff } from '#worker/schemas/atelier/staff.ts'
import type { AdminPlan } from '#worker/schemas/plans.ts'
import type { Product } from '#worker/schemas/products.ts'
import { orderBody } from './atelier.orders.fixtures.ts'

setupWorker()

/**
 * Issue 15: money is typed the way people write it. The JSON API reads the same strings the
 * dashboard's fields take ("15 000" with any space, "15.000", "15000"), in XOF, the default
 * currency of a new shop; each refusal names its own field.
 */
const NO_DECIMALS = 'pas de décimales dans cette devise (écrivez 15 000, pas 15 000,50)'

describe('money fields of the JSON API', () => {
  it.each([['15000'], ['15 000'], ['15\u00a0000'], ['15\u202f000'], ['15\u2009000'], ['15.000']])(
    'create a product priced %j at fifteen thousand francs',
    async (price) => {
      const tenant = await createTenant()
      const image = await uploadImage(tenant)
      const res = await api('POST', '/api/products', {
        token: tenant.token,
        json: productBody({ imageId: image.id, price, discountPrice: '12 000' }),
      })
      expect(res.status).toBe(201)
      expect(await readJson<Product>(res)).toMatchObject({ price: 15000, discountPrice: 12000 })
    },
  )

  it('records a counter sale at an agreed price typed "4 500"', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { price: '5 000', stock: '5' })
    const res = await api('POST', '/api/orders/manual', {
      token: tenant.token,
      json: {
        items: [{ productId: product.id, quantity: 2, unitPrice: '4 500' }],
        paid: true,
        method: 'cash',
      },
    })
    expect(res.status).toBe(201)
    const order = await readJson<Order>(res)
    expect(order.total).toBe(9000)
    expect(order.items?.[0]).toMatchObject({ unitPrice: 4500 })
  })

  it('names the agreed price, not the product, when it has decimals in XOF', async () => {
    const tenant = await createTenant()
    const product = await seedProduct(tenant, { price: '5000', stock: '5' })
    const res = await api('POST', '/api/orders/manual', {
      token: tenant.token,
      json: {
        items: [{ productId: product.id, quantity: 1, unitPrice: '4 500,5' }],
        paid: true,
        method: 'cash',
      },
    })
    expect(res.status).toBe(422)
    expect(await issuesOf(res)).toEqual({ 'items.0.unitPrice': `Prix unitaire : ${NO_DECIMALS}` })
  })

  it('takes a tailoring order priced "25.000" with an advance of "10 000"', async () => {
    const owner = await createAtelier()
    const res = await api('POST', '/api/atelier/orders', {
      token: owner.token,
      json: await orderBody(owner, {
        price: '25.000',
        advance: '10\u202f000',
        paymentMethod: 'cash',
      }),
    })
    expect(res.status).toBe(201)
    expect(await readJson<TailoringOrder>(res)).toMatchObject({
      price: 25000,
      paid: 10000,
      balance: 15000,
    })
  })

  it('refuses a tailoring advance with decimals or letters, naming the advance', async () => {
    const owner = await createAtelier()
    const post = async (advance: string) =>
      api('POST', '/api/atelier/orders', {
        token: owner.token,
        json: await orderBody(owner, { advance, paymentMethod: 'cash' }),
      })
    const decimals = await post('10 000,50')
    expect(decimals.status).toBe(422)
    expect(await issuesOf(decimals)).toEqual({ advance: `Avance : ${NO_DECIMALS}` })
    const letters = await post('dix mille')
    expect(letters.status).toBe(422)
    expect(await issuesOf(letters)).toEqual({
      advance: 'Avance : écrivez un nombre, par exemple 15 000',
    })
  })

  it('records a tailoring payment typed "5.000" and names the amount when it is negative', async () => {
    const owner = await createAtelier()
    const order = await readJson<TailoringOrder>(
      await api('POST', '/api/atelier/orders', {
        token: owner.token,
        json: await orderBody(owner),
      }),
    )
    const pay = (amount: string) =>
      api('POST', `/api/atelier/orders/${order.id}/payments`, {
        token: owner.token,
        json: { amount, paymentMethod: 'cash' },
      })
    const paid = await pay('5.000')
    expect(paid.status).toBe(201)
    expect(await readJson<TailoringOrder>(paid)).toMatchObject({ paid: 5000, balance: 20000 })
    const negative = await pay('-5 000')
    expect(negative.status).toBe(422)
    expect(await issuesOf(negative)).toEqual({
      amount: 'Montant : le montant ne peut pas être négatif',
    })
  })

  it('takes a salary of "75 000" and names the salary when it has decimals', async () => {
    const owner = await createAtelier()
    const staff = (salary: string) =>
      api('POST', '/api/atelier/staff', {
        token: owner.token,
        json: {
          firstName: 'Mariam',
          lastName: 'Ouédraogo',
          phoneCountryCode: '+226',
          phone: '70 11 22 33',
          role: 'tailor',
          salary,
        },
      })
    const added = await staff('75 000')
    expect(added.status).toBe(201)
    expect(await readJson<Staff>(added)).toMatchObject({ salary: 75000 })
    const decimals = await staff('75 000,5')
    expect(decimals.status).toBe(422)
    expect(await issuesOf(decimals)).toEqual({ salary: `Salaire : ${NO_DECIMALS}` })
  })

  it('writes an expense of "50\u00a0000" to the cash book', async () => {
    const owner = await createAtelier()
    const categories = await readJson<{ id: string; kind: string }[]>(
      await api('GET', '/api/atelier/cashbook/categories', { token: owner.token }),
    )
    const expense = categories.find((c) => c.kind === 'expense')
    const res = await api('POST', '/api/atelier/cashbook', {
      token: owner.token,
      json: {
        kind: 'expense',
        categoryId: expense?.id,
        amount: '50\u00a0000',
        label: 'Loyer de mars',
        occurredOn: '2025-03-05',
        paymentMethod: 'cash',
      },
    })
    expect(res.status).toBe(201)
    expect(await readJson<CashbookEntry>(res)).toMatchObject({ amount: 50000 })
  })

  it('lets the administrator price a plan "15 000"', async () => {
    const admin = await createAdmin()
    const res = await api('POST', '/api/admin/plans', {
      token: admin.token,
      json: {
        name: `Pro ${Math.random().toString(36).slice(2, 8)}`,
        price: '15 000',
        discountRate: '0',
        billingCycle: 'month',
        description: ['Support WhatsApp'],
        maxProducts: '50',
        maxImagesPerProduct: '4',
        customDomain: false,
      },
    })
    expect(res.status).toBe(201)
    expect(await readJson<AdminPlan>(res)).toMatchObject({ price: 15000 })
  })
})
