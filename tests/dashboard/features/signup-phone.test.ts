import { describe, expect, it } from 'vitest'
import { identifierOf } from '#dashboard/components/identifier-field.tsx'
import { SignupInput } from '#worker/schemas/auth.ts'
import { msg } from '#worker/schemas/messages.ts'

const signup = (country: string, typed: string) =>
  SignupInput.safeParse({
    firstName: 'Awa',
    lastName: 'Traoré',
    identifierType: 'phone',
    emailOrPhone: identifierOf({ identifierType: 'phone', country, emailOrPhone: typed }),
    password: 'Secret123',
    confirmPass: 'Secret123',
    termCondition: true,
  })

describe('sign-up on the WhatsApp tab (checked in the browser with the worker’s plans)', () => {
  it('refuses 7 Burkina digits before sending, with the count the country needs', () => {
    expect(signup('BF', '7612345').error?.issues.map((i) => i.message)).toEqual([
      msg.phoneLength('226', [8]),
    ])
    expect(signup('BF', '76123458').success).toBe(true)
  })

  it('sends a French mobile typed with its trunk 0 as +33 and 9 digits', () => {
    expect(
      identifierOf({ identifierType: 'phone', country: 'FR', emailOrPhone: '0612345678' }),
    ).toBe('33612345678')
    expect(signup('FR', '0612345678').success).toBe(true)
  })
})
