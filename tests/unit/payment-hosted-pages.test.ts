import { describe, expect, it } from 'vitest'
import type { Env } from '../../worker/env.ts'
import { hostedPageOrigins } from '../../worker/services/payments/providers/index.ts'

describe('where a storefront form may send a shopper to pay (CSP form-action)', () => {
  it('is each provider’s own hosted-page origin in production', () => {
    expect(hostedPageOrigins({ ENVIRONMENT: 'production' } as Env).sort()).toEqual([
      'https://checkout.cinetpay.com',
      'https://process.fedapay.com',
      'https://sandbox-process.fedapay.com',
    ])
  })

  it('is the configured stand-in’s origin when a provider’s API URL points elsewhere', () => {
    const env = {
      ENVIRONMENT: 'development',
      FEDAPAY_API_URL: 'http://127.0.0.1:8790/fedapay/v1',
    } as unknown as Env
    expect(hostedPageOrigins(env).sort()).toEqual([
      'http://127.0.0.1:8790',
      'https://checkout.cinetpay.com',
    ])
  })
})
