import { describe, expect, it } from 'vitest'
import {
  SUPPLIER_SERVER_FIELDS,
  supplierResolver,
  toSupplierFormValues,
} from '#dashboard/features/atelier/fabrics/supplier-values.ts'
import {
  STAFF_SERVER_FIELDS,
  toFormValues as staffForm,
  staffResolver,
} from '#dashboard/features/atelier/staff/staff-values.ts'
import {
  CUSTOMER_SERVER_FIELDS,
  toFormValues as customerForm,
  customerResolver,
  EMPTY_CUSTOMER,
} from '#dashboard/features/customers/customer-values.ts'
import {
  PROFILE_SERVER_FIELDS,
  profileResolver,
  toProfileValues,
} from '#dashboard/features/settings/profile-values.ts'
import {
  EMPTY_STORE,
  STORE_SERVER_FIELDS,
  storeResolver,
} from '#dashboard/features/store/store-values.ts'
import { splitPhone } from '#dashboard/lib/countries.ts'
import type { Staff } from '#worker/schemas/atelier/staff.ts'
import type { Supplier } from '#worker/schemas/atelier/suppliers.ts'
import type { Customer } from '#worker/schemas/customers.ts'
import { msg } from '#worker/schemas/messages.ts'
import { internationalPhone } from '#worker/schemas/phone.ts'
import { type Store, storeProfileMsg } from '#worker/schemas/stores.ts'
import { resolve } from '../resolve.ts'

/** What the worker stores for a phone sent with its country's dial code. */
const stored = (sent: { phoneCountryCode?: string | undefined; phone?: string | undefined }) =>
  internationalPhone(sent.phoneCountryCode, sent.phone ?? '')

describe('splitPhone (every form that shows a stored number back)', () => {
  it('shows a Burkina number as Burkina Faso and its 8 national digits', () => {
    expect(splitPhone('22670112233')).toEqual({ country: 'BF', phone: '70112233' })
  })

  it("keeps the leading 0 of a Côte d'Ivoire number, which is part of it", () => {
    expect(splitPhone('2250701020304')).toEqual({ country: 'CI', phone: '0701020304' })
  })

  it('picks the longest dial code that leaves a whole national number', () => {
    expect(splitPhone('33612345678')).toEqual({ country: 'FR', phone: '612345678' })
    expect(splitPhone('201001234567')).toEqual({ country: 'EG', phone: '1001234567' })
    expect(splitPhone('262692123456')).toEqual({ country: 'RE', phone: '692123456' })
  })

  it('leaves a number too short for any country on the default country, digits untouched', () => {
    expect(splitPhone('2267011')).toEqual({ country: 'BF', phone: '2267011' })
    expect(splitPhone('')).toEqual({ country: 'BF', phone: '' })
  })

  it('reads a Gabon number of 7 digits as Gabon, by its plan rather than a minimum of 8', () => {
    expect(splitPhone('2416031234')).toEqual({ country: 'GA', phone: '6031234' })
  })
})

describe('customer form', () => {
  const customer = {
    id: 'c1',
    firstName: 'Awa',
    lastName: 'Ouédraogo',
    phone: '2250701020304',
    email: null,
    address: 'Cocody, rue 12',
    city: null,
  } as Customer

  it('prefills an existing customer, empty boxes for what is missing', () => {
    expect(customerForm(customer)).toEqual({
      firstName: 'Awa',
      lastName: 'Ouédraogo',
      country: 'CI',
      phone: '0701020304',
      email: '',
      address: 'Cocody, rue 12',
      city: '',
    })
  })

  it('saves an untouched customer with the same phone it was stored with', async () => {
    const { values, messages } = await resolve(customerResolver, customerForm(customer))
    expect(messages).toEqual({})
    expect(values).toMatchObject({ phoneCountryCode: '225', phone: '0701020304', email: '' })
    expect(stored(values)).toBe(customer.phone)
  })

  it('sends the dial code of the chosen country, not the country', async () => {
    const form = {
      ...EMPTY_CUSTOMER,
      firstName: 'Issa',
      lastName: 'Kaboré',
      phone: '70 11 22 33',
      address: 'Ouaga 2000',
    }
    const { values } = await resolve(customerResolver, {
      ...form,
      country: 'SN',
      phone: '77 123 45 67',
    })
    expect(values).toMatchObject({ phoneCountryCode: '221', phone: '77 123 45 67' })
    expect(values).not.toHaveProperty('country')
  })

  it('names each empty required field and a malformed phone, in French', async () => {
    const { messages } = await resolve(customerResolver, {
      ...EMPTY_CUSTOMER,
      phone: '123',
      email: 'awa@',
    })
    expect(messages).toEqual({
      firstName: msg.required,
      lastName: msg.required,
      phone: msg.phoneLength('226', [8]),
      email: msg.invalidEmail,
    })
  })

  it('leaves "Adresse" and "Ville" optional, as on every other merchant form (ADR 032)', async () => {
    const { messages } = await resolve(customerResolver, {
      ...EMPTY_CUSTOMER,
      firstName: 'Issa',
      lastName: 'Kaboré',
      phone: '70 11 22 33',
    })
    expect(messages).toEqual({})
  })

  it('checks the number against the picked country’s plan: 8 digits for Burkina, 9 for Senegal', async () => {
    const form = { ...EMPTY_CUSTOMER, firstName: 'Issa', lastName: 'Kaboré', address: 'Ouaga' }
    const burkina = await resolve(customerResolver, { ...form, phone: '76 12 34 5' })
    expect(burkina.messages).toEqual({ phone: msg.phoneLength('226', [8]) })
    const senegal = await resolve(customerResolver, {
      ...form,
      country: 'SN',
      phone: '77 123 45 67',
    })
    expect(senegal.messages).toEqual({})
  })

  it("shows the server's dial-code issue on the country picker", () => {
    expect(CUSTOMER_SERVER_FIELDS.phoneCountryCode).toBe('country')
  })
})

describe('supplier form', () => {
  const supplier = {
    id: 's1',
    name: 'Tissus du Faso',
    typeId: null,
    phone: '22676543210',
    email: 'contact@tissus.bf',
    address: 'Marché central',
  } as Supplier

  it('round-trips a supplier without a type: the empty picker sends null, not ""', async () => {
    const form = toSupplierFormValues(supplier)
    expect(form).toMatchObject({ typeId: '', country: 'BF', phone: '76543210' })
    const { values } = await resolve(supplierResolver, form)
    expect(values).toMatchObject({ name: 'Tissus du Faso', typeId: null, phoneCountryCode: '226' })
    expect(stored(values)).toBe(supplier.phone)
    expect(SUPPLIER_SERVER_FIELDS.phoneCountryCode).toBe('country')
  })

  it('keeps a chosen type', async () => {
    const { values } = await resolve(supplierResolver, {
      ...toSupplierFormValues(supplier),
      typeId: 't9',
    })
    expect(values).toMatchObject({ typeId: 't9' })
  })
})

describe('staff form', () => {
  const member = {
    id: 'st1',
    firstName: 'Moussa',
    lastName: 'Traoré',
    phone: '22370112233',
    email: null,
    address: null,
    role: 'tailor',
    salary: 75000,
    hiredOn: null,
    photoId: null,
  } as Staff

  it('prefills the salary as typed in the shop currency and the phone of its country', () => {
    expect(staffForm(member, 'XOF')).toEqual({
      firstName: 'Moussa',
      lastName: 'Traoré',
      country: 'ML',
      phone: '70112233',
      email: '',
      address: '',
      role: 'tailor',
      salary: '75000',
      hiredOn: '',
      photoId: '',
    })
    expect(staffForm({ ...member, salary: 150050 }, 'EUR').salary).toBe('1500.50')
  })

  it('saves an untouched member unchanged (no hire date, no photo)', async () => {
    const { values, messages } = await resolve(staffResolver, staffForm(member, 'XOF'))
    expect(messages).toEqual({})
    expect(values).toMatchObject({
      salary: '75000',
      hiredOn: '',
      photoId: '',
      phoneCountryCode: '223',
    })
    expect(stored(values)).toBe(member.phone)
    expect(STAFF_SERVER_FIELDS.phoneCountryCode).toBe('country')
  })

  it('refuses a salary with letters', async () => {
    const { messages } = await resolve(staffResolver, {
      ...staffForm(member, 'XOF'),
      salary: '75 000 F',
    })
    expect(messages).toEqual({ salary: 'Salaire : écrivez un nombre, par exemple 15 000' })
  })

  it.each([['75 000'], ['75\u00a0000'], ['75\u202f000'], ['75.000']])(
    'takes a salary typed as %j, as people write it',
    async (salary) => {
      const { values, messages } = await resolve(staffResolver, {
        ...staffForm(member, 'XOF'),
        salary,
      })
      expect(messages).toEqual({})
      expect(values).toMatchObject({ salary })
    },
  )
})

describe('company profile and shop creation forms', () => {
  const shop = {
    name: 'Awa Couture',
    brand: null,
    email: 'awa@example.com',
    phone: '22670112233',
    address: null,
    currency: 'XOF',
    timeZone: 'Africa/Porto-Novo',
    maxOrderQuantity: 10,
  } as Store

  it('round-trips the profile: missing brand and address become empty boxes and stay empty', async () => {
    const form = toProfileValues(shop)
    expect(form).toEqual({
      name: 'Awa Couture',
      brand: '',
      email: 'awa@example.com',
      country: 'BF',
      phone: '70112233',
      address: '',
      currency: 'XOF',
      timeZone: 'Africa/Porto-Novo',
      maxOrderQuantity: '10',
    })
    const { values } = await resolve(profileResolver, form)
    expect(values).toMatchObject({ brand: '', address: '', phoneCountryCode: '226' })
    expect(stored(values)).toBe(shop.phone)
    expect(PROFILE_SERVER_FIELDS.phoneCountryCode).toBe('country')
  })

  it('sends the chosen time zone, and refuses one outside the list under its select', async () => {
    const { values } = await resolve(profileResolver, {
      ...toProfileValues(shop),
      timeZone: 'Africa/Niamey',
    })
    expect(values).toMatchObject({ timeZone: 'Africa/Niamey' })
    const { messages } = await resolve(profileResolver, {
      ...toProfileValues(shop),
      timeZone: 'Europe/Paris',
    })
    expect(messages).toEqual({ timeZone: storeProfileMsg.unknownTimeZone })
    expect(PROFILE_SERVER_FIELDS.timeZone).toBe('timeZone')
  })

  it('lets the profile keep its phone when the box is emptied', async () => {
    const { messages } = await resolve(profileResolver, { ...toProfileValues(shop), phone: '' })
    expect(messages).toEqual({})
  })

  it('creates a shop without sending the logo file in the JSON', async () => {
    const logo = new File(['x'], 'logo.png', { type: 'image/png' })
    const form = { ...EMPTY_STORE, name: 'Awa', phone: '70112233', email: 'awa@example.com', logo }
    const { values, messages } = await resolve(storeResolver, form)
    expect(messages).toEqual({})
    expect(values).toMatchObject({ phoneCountryCode: '226', currency: 'XOF', color: '#0f766e' })
    expect(values).not.toHaveProperty('logo')
    expect(STORE_SERVER_FIELDS.logo).toBe('logo')
  })

  it('requires the shop phone on creation, and leaves the e-mail to the server (ADR 024)', async () => {
    // Whether the e-mail may stay empty depends on how the merchant signed up: the API knows.
    const { messages } = await resolve(storeResolver, { ...EMPTY_STORE, name: 'Awa' })
    expect(messages).toEqual({ phone: msg.required })
  })
})
