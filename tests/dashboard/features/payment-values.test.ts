import { describe, expect, it } from 'vitest'
import {
  accountFieldOf,
  EMPTY_WALLET,
  keyPlaceholder,
  methodsResolver,
  toAccountPayload,
  toAccountValues,
  walletResolver,
} from '#dashboard/features/payment-settings/payment-values.ts'
import { type PaymentAccount, paymentMsg } from '#worker/schemas/payments.ts'
import { resolve } from '../resolve.ts'

const fedapay: PaymentAccount = {
  provider: 'fedapay',
  fields: ['secretKey', 'webhookSecret'],
  mode: 'live',
  enabled: true,
  configured: true,
  hints: { secretKey: 'a1b2', webhookSecret: 'c3d4' },
  verifiedAt: null,
}

describe('toAccountPayload', () => {
  it('leaves blank keys out, so the server keeps the stored ones', () => {
    const values = toAccountValues(fedapay)
    expect(values).toEqual({
      live: true,
      enabled: true,
      keys: { secretKey: '', webhookSecret: '' },
    })
    expect(toAccountPayload({ ...values, keys: { secretKey: '  ', webhookSecret: '' } })).toEqual({
      mode: 'live',
      enabled: true,
    })
  })

  it('sends only the keys typed now, trimmed, with the mode the switch says', () => {
    const payload = toAccountPayload({
      live: false,
      enabled: false,
      keys: { secretKey: ' sk_sandbox_new ', webhookSecret: '' },
    })
    expect(payload).toEqual({
      mode: 'test',
      enabled: false,
      credentials: { secretKey: 'sk_sandbox_new' },
    })
  })
})

describe('provider card helpers', () => {
  it('shows a stored key by its last 4 characters only, and nothing for a missing one', () => {
    expect(keyPlaceholder('a1b2')).toBe('••••a1b2')
    expect(keyPlaceholder(undefined)).toBe('')
  })

  it('puts an API issue on the field that shows it', () => {
    expect(accountFieldOf('credentials.webhookSecret')).toBe('keys.webhookSecret')
    expect(accountFieldOf('enabled')).toBe('enabled')
    expect(accountFieldOf('mode')).toBe('live')
    expect(accountFieldOf('other')).toBeNull()
  })
})

describe('methodsResolver', () => {
  it('sends the delay as a number of minutes', async () => {
    const { values } = await resolve(methodsResolver, {
      cashOnDelivery: false,
      paymentDelayMinutes: ' 45 ',
    })
    expect(values).toEqual({ cashOnDelivery: false, paymentDelayMinutes: 45 })
  })

  it('refuses a blank delay with the range message', async () => {
    const { messages } = await resolve(methodsResolver, {
      cashOnDelivery: true,
      paymentDelayMinutes: '',
    })
    expect(messages).toEqual({ paymentDelayMinutes: paymentMsg.delayRange })
  })
})

describe('walletResolver', () => {
  it("sends the country's dial code and the number the worker stores", async () => {
    const { values } = await resolve(walletResolver, {
      ...EMPTY_WALLET,
      operator: 'wave' as const,
      phone: '70123456',
      holderName: 'Awa Traoré',
    })
    expect(values).toEqual({
      operator: 'wave',
      phoneCountryCode: '226',
      number: '70123456',
      holderName: 'Awa Traoré',
    })
  })

  it('asks for an operator when none is chosen', async () => {
    const { messages } = await resolve(walletResolver, {
      ...EMPTY_WALLET,
      phone: '70123456',
      holderName: 'Awa',
    })
    expect(messages).toEqual({ operator: paymentMsg.chooseOperator })
  })
})
