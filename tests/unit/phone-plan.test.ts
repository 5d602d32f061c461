import { describe, expect, it } from 'vitest'
import { CustomerInput } from '#worker/schemas/customers.ts'
import { msg } from '#worker/schemas/messages.ts'
import { OrderContactInput } from '#worker/schemas/orders.ts'
import {
  formatPhone,
  internationalPhone,
  phoneIssue,
  splitInternational,
  typedPhoneIssue,
} from '#worker/schemas/phone.ts'

describe('phoneIssue (numbering plan of the calling code)', () => {
  it('accepts a Burkina number of 8 national digits and refuses 7 or 9, naming the count', () => {
    expect(phoneIssue('22676123458')).toBeUndefined()
    expect(phoneIssue('2267612345')).toBe('Numéro invalide : après +226, il faut 8 chiffres')
    expect(phoneIssue('226761234580')).toBe(msg.phoneLength('226', [8]))
  })

  it('knows the other plans of the region and beyond: Côte d’Ivoire 10, Sénégal 9, France 9', () => {
    expect(phoneIssue('2250701020304')).toBeUndefined()
    expect(phoneIssue('225070102030')).toBe('Numéro invalide : après +225, il faut 10 chiffres')
    expect(phoneIssue('221771234567')).toBeUndefined()
    expect(phoneIssue('22177123456')).toBe('Numéro invalide : après +221, il faut 9 chiffres')
    expect(phoneIssue('33612345678')).toBeUndefined()
    expect(phoneIssue('24106031234')).toBeUndefined()
    expect(phoneIssue('2416031234')).toBeUndefined()
    expect(phoneIssue('241603123')).toBe('Numéro invalide : après +241, il faut 7 ou 8 chiffres')
  })

  it('falls back to 8 to 15 digits for a calling code outside the table', () => {
    expect(phoneIssue('88812345678')).toBeUndefined()
    expect(phoneIssue('8881234')).toBe(msg.invalidPhone)
  })

  it('keeps the 8-to-15 rule for a number typed without any country', () => {
    expect(typedPhoneIssue('70 11 22 33')).toBeUndefined()
    expect(typedPhoneIssue('+226 70 11 22 3')).toBe(msg.phoneLength('226', [8]))
    expect(typedPhoneIssue('70 11 22 3', '+226')).toBe(msg.phoneLength('226', [8]))
  })
})

describe('internationalPhone', () => {
  it('keeps the leading 0 where it belongs to the number (Burkina, Gabon, Congo)', () => {
    expect(internationalPhone('226', '05 12 34 56')).toBe('22605123456')
    expect(internationalPhone('241', '06 03 12 34')).toBe('24106031234')
    expect(internationalPhone('242', '06 123 4567')).toBe('242061234567')
    expect(internationalPhone('33', '06 12 34 56 78')).toBe('33612345678')
  })

  it('takes a number written with "+" as already international', () => {
    expect(internationalPhone('226', '+33 6 12 34 56 78')).toBe('33612345678')
  })
})

describe('the forms: a phone is checked with the code picked beside it', () => {
  const contact = { firstName: 'Awa', lastName: 'Ouédraogo', city: 'Ouagadougou' }

  it('refuses a 7-digit Burkina number at checkout, on the phone field', () => {
    const parsed = OrderContactInput.safeParse({
      ...contact,
      phoneCountryCode: '+226',
      phone: '76 12 34 5',
    })
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['phone', msg.phoneLength('226', [8])],
    ])
  })

  it('checks a customer’s number against the picked country, not Burkina', () => {
    const customer = { firstName: 'Awa', lastName: 'K', address: 'Cocody' }
    expect(
      CustomerInput.safeParse({ ...customer, phoneCountryCode: '+225', phone: '07 01 02 03 04' })
        .success,
    ).toBe(true)
    expect(
      CustomerInput.safeParse({ ...customer, phoneCountryCode: '+226', phone: '07 01 02 03 04' })
        .error?.issues[0]?.message,
    ).toBe(msg.phoneLength('226', [8]))
  })
})

describe('formatPhone (national grouping for display)', () => {
  it.each([
    ['22676123458', '+226 76 12 34 58'],
    ['2250701020304', '+225 07 01 02 03 04'],
    ['221771234567', '+221 77 123 45 67'],
    ['33612345678', '+33 6 12 34 56 78'],
    ['237671234567', '+237 6 71 23 45 67'],
    ['12015550123', '+1 201 555 0123'],
  ])('shows %s as %s', (digits, shown) => {
    expect(formatPhone(digits)).toBe(shown)
  })

  it('only groups in pairs a number stored without its country code or off its plan', () => {
    expect(formatPhone('70112233')).toBe('70 11 22 33')
    expect(formatPhone('2267011223')).toBe('22 67 01 12 23')
    expect(formatPhone('')).toBe('')
    expect(formatPhone(null)).toBe('')
  })

  it('splits a stored number into its code and national part', () => {
    expect(splitInternational('22670112233')).toEqual({ code: '226', national: '70112233' })
    expect(splitInternational('2267011')).toBeUndefined()
  })
})
