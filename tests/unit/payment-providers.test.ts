import { describe, expect, it } from 'vitest'
import { refuseProduction } from '../../scripts/payment-sandbox/index.ts'
import type { Env } from '../../worker/env.ts'
import type { ProviderAccount } from '../../worker/services/payments/provider.ts'
import { cinetpay, cinetpayState } from '../../worker/services/payments/providers/cinetpay.ts'
import { fedapay, fedapayState } from '../../worker/services/payments/providers/fedapay.ts'
import { providerEndpoints } from '../../worker/services/payments/providers/index.ts'

/**
 * The adapters' pure parts against fixed vectors: the signatures below were computed outside
 * the code under test (Python's hmac), as FedaPay's SDK and CinetPay's documentation define them.
 */

const FEDAPAY_BODY =
  '{"name":"transaction.approved","entity":{"id":42,"status":"approved","amount":1500}}'
const FEDAPAY_T = 1764000000
const FEDAPAY_S = '9bc7d48d1f29d0b0cebd62b6fc373313c3cf2dca21de6bdc05ad599cf318762c'

const fedapayAccount = (webhookSecret = 'wh_sandbox_test_secret'): ProviderAccount => ({
  provider: 'fedapay',
  mode: 'test',
  credentials: { secretKey: 'sk_sandbox_x', webhookSecret },
})

const fedapayNotification = (header: string, body = FEDAPAY_BODY) => ({
  headers: new Headers({ 'x-fedapay-signature': header }),
  body,
})

const at = (unixSeconds: number) => new Date(unixSeconds * 1000)

describe('FedaPay webhook signature', () => {
  const header = `t=${FEDAPAY_T},s=${FEDAPAY_S}`

  it('accepts the signature FedaPay computes, within five minutes either way', async () => {
    for (const now of [FEDAPAY_T, FEDAPAY_T + 300, FEDAPAY_T - 300])
      expect(
        await fedapay.verifyNotification(fedapayAccount(), fedapayNotification(header), at(now)),
      ).toBe(true)
  })

  it('refuses a stale or future timestamp, even correctly signed', async () => {
    for (const now of [FEDAPAY_T + 301, FEDAPAY_T - 301, FEDAPAY_T + 86_400])
      expect(
        await fedapay.verifyNotification(fedapayAccount(), fedapayNotification(header), at(now)),
      ).toBe(false)
  })

  it('refuses a tampered body, a moved timestamp, another secret, a garbled header', async () => {
    const now = at(FEDAPAY_T + 5)
    const tampered = FEDAPAY_BODY.replace('1500', '15')
    const cases: [ProviderAccount, string, string][] = [
      [fedapayAccount(), header, tampered],
      [fedapayAccount(), `t=${FEDAPAY_T + 1},s=${FEDAPAY_S}`, FEDAPAY_BODY],
      [fedapayAccount('wh_sandbox_other_shop'), header, FEDAPAY_BODY],
      [fedapayAccount(), `t=${FEDAPAY_T},s=${FEDAPAY_S.slice(0, 63)}`, FEDAPAY_BODY],
      [fedapayAccount(), `t=${FEDAPAY_T},v1=${FEDAPAY_S}`, FEDAPAY_BODY],
      [fedapayAccount(), `s=${FEDAPAY_S}`, FEDAPAY_BODY],
      [fedapayAccount(''), header, FEDAPAY_BODY],
    ]
    for (const [account, h, body] of cases)
      expect(await fedapay.verifyNotification(account, fedapayNotification(h, body), now)).toBe(
        false,
      )
    expect(
      await fedapay.verifyNotification(
        fedapayAccount(),
        { headers: new Headers(), body: FEDAPAY_BODY },
        now,
      ),
    ).toBe(false)
  })

  it('accepts any one matching signature among several (secret rotation on FedaPay’s side)', async () => {
    const rotated = `t=${FEDAPAY_T},s=${'0'.repeat(64)},s=${FEDAPAY_S}`
    expect(
      await fedapay.verifyNotification(
        fedapayAccount(),
        fedapayNotification(rotated),
        at(FEDAPAY_T),
      ),
    ).toBe(true)
  })

  it('reads the transaction id an event names, and nothing from other events', () => {
    expect(fedapay.notificationRef(fedapayNotification(''))).toBe('42')
    expect(
      fedapay.notificationRef(
        fedapayNotification('', '{"name":"customer.created","entity":{"id":7}}'),
      ),
    ).toBeNull()
    expect(fedapay.notificationRef(fedapayNotification('', 'not json'))).toBeNull()
    expect(
      fedapay.notificationRef(
        fedapayNotification('', '{"name":"transaction.approved","entity":{"id":"../1"}}'),
      ),
    ).toBeNull()
  })
})

const CINETPAY_FORM: Record<string, string> = {
  cpm_site_id: '445160',
  cpm_trans_id: 'pay_abc123',
  cpm_trans_date: '2026-11-24 18:00:00',
  cpm_amount: '1500',
  cpm_currency: 'XOF',
  signature: 'f00d',
  payment_method: 'OM',
  cel_phone_num: '70123456',
  cpm_phone_prefixe: '226',
  cpm_language: 'fr',
  cpm_version: 'V4',
  cpm_payment_config: 'Single',
  cpm_page_action: 'Payment',
  cpm_custom: 'pay_abc123',
  cpm_designation: 'Commande 12',
  cpm_error_message: 'SUCCES',
}
const CINETPAY_TOKEN = '3f499a2622e00a3baf5a499bdf7906fe8ea8fc0d6498469c23f07b3be4250f5f'

const cinetpayAccount = (
  secretKey = 'cinetpay_secret_test',
  siteId = '445160',
): ProviderAccount => ({
  provider: 'cinetpay',
  mode: 'live',
  credentials: { apiKey: 'key', siteId, secretKey },
})

const cinetpayNotification = (form: Record<string, string>, token = CINETPAY_TOKEN) => ({
  headers: new Headers({ 'x-token': token, 'content-type': 'application/x-www-form-urlencoded' }),
  body: new URLSearchParams(form).toString(),
})

describe('CinetPay notification x-token', () => {
  it('accepts the HMAC of the documented fields in their documented order', async () => {
    // Field order in the body does not matter: the token follows the documented order.
    const reversed = Object.fromEntries(Object.entries(CINETPAY_FORM).reverse())
    expect(
      await cinetpay.verifyNotification(
        cinetpayAccount(),
        cinetpayNotification(reversed),
        new Date(),
      ),
    ).toBe(true)
  })

  it('refuses a tampered field, another secret, another site, or no token', async () => {
    const now = new Date()
    for (const field of Object.keys(CINETPAY_FORM)) {
      const tampered = { ...CINETPAY_FORM, [field]: `${CINETPAY_FORM[field]}0` }
      expect(
        await cinetpay.verifyNotification(cinetpayAccount(), cinetpayNotification(tampered), now),
      ).toBe(false)
    }
    expect(
      await cinetpay.verifyNotification(
        cinetpayAccount('other_secret'),
        cinetpayNotification(CINETPAY_FORM),
        now,
      ),
    ).toBe(false)
    expect(
      await cinetpay.verifyNotification(
        cinetpayAccount(undefined, '999999'),
        cinetpayNotification(CINETPAY_FORM),
        now,
      ),
    ).toBe(false)
    expect(
      await cinetpay.verifyNotification(
        cinetpayAccount(),
        cinetpayNotification(CINETPAY_FORM, ''),
        now,
      ),
    ).toBe(false)
  })

  it('reads the transaction id, and nothing from CinetPay’s empty GET ping', () => {
    expect(cinetpay.notificationRef(cinetpayNotification(CINETPAY_FORM))).toBe('pay_abc123')
    expect(cinetpay.notificationRef({ headers: new Headers(), body: '' })).toBeNull()
  })
})

describe('provider statuses in our words', () => {
  it('maps every FedaPay status; an unknown one stays pending and never pays', () => {
    expect(
      Object.fromEntries(
        [
          'pending',
          'approved',
          'transferred',
          'approved_partially_refunded',
          'transferred_partially_refunded',
          'refunded',
          'declined',
          'canceled',
          'expired',
          'something_new',
        ].map((s) => [s, fedapayState(s)]),
      ),
    ).toEqual({
      pending: 'pending',
      approved: 'paid',
      transferred: 'paid',
      approved_partially_refunded: 'paid',
      transferred_partially_refunded: 'paid',
      refunded: 'refunded',
      declined: 'failed',
      canceled: 'failed',
      expired: 'expired',
      something_new: 'pending',
    })
  })

  it('counts a CinetPay payment paid only for code 00 with ACCEPTED', () => {
    expect(cinetpayState('00', 'ACCEPTED')).toBe('paid')
    expect(cinetpayState('662', 'ACCEPTED')).toBe('pending')
    expect(cinetpayState('00', 'WAITING_FOR_CUSTOMER')).toBe('pending')
    expect(cinetpayState('662', 'WAITING_FOR_CUSTOMER')).toBe('pending')
    expect(cinetpayState('627', 'REFUSED')).toBe('failed')
    expect(cinetpayState('600', 'REFUSED')).toBe('failed')
    expect(cinetpayState('00', 'REFUSED')).toBe('failed')
  })
})

describe('CinetPay amounts', () => {
  it('refuses an amount that is not a positive multiple of 5 before calling CinetPay', async () => {
    // A closed port: had the call been made, the error would be "unreachable".
    const endpoints = { apiBaseUrl: 'http://127.0.0.1:9/v2' }
    for (const amount of [1502, 0, -5, 12.5]) {
      const attempt = cinetpay.createCheckout(endpoints, cinetpayAccount(), {
        reference: 'pay_x',
        amount,
        currency: 'XOF',
        description: 'Commande',
        customer: { firstName: 'Awa', lastName: 'Traoré', phone: '70123456' },
        returnUrl: 'https://boutiko.test/retour',
        notifyUrl: 'https://boutiko.test/api/payments/notify/cinetpay',
      })
      await expect(attempt).rejects.toMatchObject({ kind: 'refused' })
    }
  })
})

describe('provider endpoints', () => {
  const env = (vars: Partial<Env>) => vars as Env

  it('default to each provider’s own API for the mode', () => {
    expect(
      providerEndpoints(env({ ENVIRONMENT: 'production' }), 'fedapay', 'test').apiBaseUrl,
    ).toBe('https://sandbox-api.fedapay.com/v1')
    expect(
      providerEndpoints(env({ ENVIRONMENT: 'production' }), 'fedapay', 'live').apiBaseUrl,
    ).toBe('https://api.fedapay.com/v1')
    expect(providerEndpoints(env({}), 'cinetpay', 'live').apiBaseUrl).toBe(
      'https://api-checkout.cinetpay.com/v2',
    )
  })

  it('follow the env override in development and tests (the sandbox)', () => {
    const vars = { FEDAPAY_API_URL: 'http://127.0.0.1:8790/fedapay/v1/' }
    for (const ENVIRONMENT of ['development', 'test'])
      expect(providerEndpoints(env({ ENVIRONMENT, ...vars }), 'fedapay', 'live').apiBaseUrl).toBe(
        'http://127.0.0.1:8790/fedapay/v1',
      )
  })

  it('never let a deployed worker talk to a sandbox on its own machine or over http', () => {
    for (const url of [
      'http://127.0.0.1:8790/cinetpay/v2',
      'https://localhost/cinetpay/v2',
      'https://127.0.0.5/v2',
      'https://[::1]/v2',
      'http://payments.example.com/v2',
      'not a url',
    ])
      for (const ENVIRONMENT of ['production', undefined])
        expect(() =>
          providerEndpoints(env({ ENVIRONMENT, CINETPAY_API_URL: url }), 'cinetpay', 'live'),
        ).toThrow()
    expect(
      providerEndpoints(
        env({ ENVIRONMENT: 'production', CINETPAY_API_URL: 'https://proxy.example.com/v2' }),
        'cinetpay',
        'live',
      ).apiBaseUrl,
    ).toBe('https://proxy.example.com/v2')
  })
})

describe('payment sandbox', () => {
  it('refuses to start in production', () => {
    expect(() => refuseProduction({ NODE_ENV: 'production' })).toThrow()
    expect(() => refuseProduction({ ENVIRONMENT: 'production' })).toThrow()
    expect(() => refuseProduction({ NODE_ENV: 'test' })).not.toThrow()
  })
})
