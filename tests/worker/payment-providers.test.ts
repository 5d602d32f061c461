import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  CheckoutRequest,
  IncomingNotification,
  ProviderAccount,
  ProviderEndpoints,
} from '../../worker/services/payments/provider.ts'
import { cinetpay } from '../../worker/services/payments/providers/cinetpay.ts'
import { fedapay } from '../../worker/services/payments/providers/fedapay.ts'
import {
  sandboxControl as control,
  paymentSandboxUrl,
  registerSandboxAccount,
} from '../helpers/payment-sandbox.ts'

/**
 * Each adapter for real, over HTTP, against the run's payment sandbox (the worker project's
 * globalSetup starts it): the adapters only use fetch and WebCrypto, so they run here in node
 * as they run in the worker. Notifications arrive over HTTP at a receiver of this file's own.
 * Every test registers sandbox accounts of its own, with fresh random keys.
 */

type Received = IncomingNotification & { method: string; url: string }

let receiver: Server
let receiverUrl = ''
const received: Received[] = []

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string') headers.set(name, value)
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers,
        body: Buffer.concat(chunks).toString('utf8'),
      })
      res.writeHead(200).end('OK')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
})

afterAll(async () => {
  receiver.closeAllConnections()
  await new Promise((resolve) => receiver.close(resolve))
})

const sandbox = () => {
  const url = paymentSandboxUrl()
  if (!url) throw new Error('No payment sandbox: run with --project worker')
  return url
}
const endpoints = (provider: 'fedapay' | 'cinetpay'): ProviderEndpoints => ({
  apiBaseUrl: provider === 'fedapay' ? `${sandbox()}/fedapay/v1` : `${sandbox()}/cinetpay/v2`,
})
const secret = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`

/** A FedaPay account registered in the sandbox, its webhook pointing at this file's receiver. */
async function fedapayAccount(): Promise<ProviderAccount & { hook: string }> {
  const hook = `/fedapay/${secret('')}`
  const credentials = { secretKey: secret('sk_sandbox_'), webhookSecret: secret('wh_sandbox_') }
  await registerSandboxAccount({
    provider: 'fedapay',
    ...credentials,
    webhookUrl: `${receiverUrl}${hook}`,
  })
  return { provider: 'fedapay', mode: 'test', credentials, hook }
}

async function cinetpayAccount(): Promise<ProviderAccount> {
  const credentials = {
    apiKey: secret('ak'),
    siteId: String(100000 + Math.floor(Math.random() * 900000)),
    secretKey: secret('cs'),
  }
  await registerSandboxAccount({ provider: 'cinetpay', ...credentials })
  return { provider: 'cinetpay', mode: 'live', credentials }
}

const checkoutRequest = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => {
  const reference = `pay_${randomBytes(8).toString('hex')}`
  return {
    reference,
    amount: 1500,
    currency: 'XOF',
    description: 'Commande n° 12 chez Boutique Awa',
    customer: { firstName: 'Fatou', lastName: 'Diallo', phone: '+22676543210' },
    returnUrl: `https://boutiko.test/demo/paiement/${reference}`,
    notifyUrl: `${receiverUrl}/cinetpay/${reference}`,
    ...overrides,
  }
}

const wrongKeys = (account: ProviderAccount): ProviderAccount => ({
  ...account,
  credentials: Object.fromEntries(
    Object.entries(account.credentials).map(([k, v]) => [k, k === 'siteId' ? v : `${v}x`]),
  ),
})

const notificationsAt = (path: string) => received.filter((r) => r.url === path)

describe('FedaPay adapter against the sandbox', () => {
  it('creates a hosted checkout, and reads it paid once the shopper pays, with the right amount', async () => {
    const account = await fedapayAccount()
    const checkout = await fedapay.createCheckout(endpoints('fedapay'), account, checkoutRequest())
    expect(checkout.providerRef).toMatch(/^\d+$/)

    const page = await fetch(checkout.checkoutUrl)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toMatch(/1\s500\sFCFA/)
    for (const button of ['Payer', 'Refuser', 'Abandonner']) expect(html).toContain(button)

    expect(await fedapay.fetchStatus(endpoints('fedapay'), account, checkout.providerRef)).toEqual({
      providerRef: checkout.providerRef,
      state: 'pending',
      rawStatus: 'pending',
      amount: 1500,
      currency: 'XOF',
    })
    const settled = await control(`/transactions/fedapay/${checkout.providerRef}/settle`, {
      outcome: 'pay',
    })
    expect(settled.status).toBe(200)
    expect(await fedapay.fetchStatus(endpoints('fedapay'), account, checkout.providerRef)).toEqual({
      providerRef: checkout.providerRef,
      state: 'paid',
      rawStatus: 'approved',
      amount: 1500,
      currency: 'XOF',
    })
  })

  it('sends the shopper back from the no-JS page, and reads a refusal as failed', async () => {
    const account = await fedapayAccount()
    const request = checkoutRequest()
    const checkout = await fedapay.createCheckout(endpoints('fedapay'), account, request)
    const res = await fetch(checkout.checkoutUrl, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'decline' }),
      redirect: 'manual',
    })
    expect(res.status).toBe(303)
    const back = new URL(res.headers.get('location') ?? '')
    expect(`${back.origin}${back.pathname}`).toBe(request.returnUrl)
    expect(Object.fromEntries(back.searchParams)).toEqual({
      id: checkout.providerRef,
      status: 'declined',
    })
    const status = await fedapay.fetchStatus(endpoints('fedapay'), account, checkout.providerRef)
    expect(status).toMatchObject({ state: 'failed', rawStatus: 'declined' })
  })

  it('delivers a webhook its account’s secret verifies, and another shop’s secret does not', async () => {
    const account = await fedapayAccount()
    const other = await fedapayAccount()
    const checkout = await fedapay.createCheckout(endpoints('fedapay'), account, checkoutRequest())
    await control(`/transactions/fedapay/${checkout.providerRef}/settle`, { outcome: 'pay' })

    const [notification] = notificationsAt(account.hook)
    expect(notification?.method).toBe('POST')
    expect(JSON.parse(notification!.body)).toMatchObject({ name: 'transaction.approved' })
    expect(fedapay.notificationRef(notification!)).toBe(checkout.providerRef)
    expect(await fedapay.verifyNotification(account, notification!, new Date())).toBe(true)
    expect(await fedapay.verifyNotification(other, notification!, new Date())).toBe(false)
    // Replayed six minutes later, the same bytes are stale.
    expect(
      await fedapay.verifyNotification(account, notification!, new Date(Date.now() + 360_000)),
    ).toBe(false)
  })

  it('reports the amount the provider saw, so a tampered amount can be refused', async () => {
    const account = await fedapayAccount()
    const checkout = await fedapay.createCheckout(endpoints('fedapay'), account, checkoutRequest())
    await control(`/transactions/fedapay/${checkout.providerRef}/settle`, {
      outcome: 'pay',
      amount: 15,
      notify: false,
    })
    expect(notificationsAt(account.hook)).toEqual([])
    const status = await fedapay.fetchStatus(endpoints('fedapay'), account, checkout.providerRef)
    expect(status).toMatchObject({ state: 'paid', amount: 15, currency: 'XOF' })
  })

  it('says unauthorized for a wrong key, and tests the connection for real', async () => {
    const account = await fedapayAccount()
    const wrong = wrongKeys(account)
    await expect(
      fedapay.createCheckout(endpoints('fedapay'), wrong, checkoutRequest()),
    ).rejects.toMatchObject({ kind: 'unauthorized' })
    await expect(fedapay.testConnection(endpoints('fedapay'), wrong)).rejects.toMatchObject({
      kind: 'unauthorized',
    })
    await expect(fedapay.testConnection(endpoints('fedapay'), account)).resolves.toBeUndefined()
  })

  it('never shows another account’s transaction', async () => {
    const account = await fedapayAccount()
    const other = await fedapayAccount()
    const checkout = await fedapay.createCheckout(endpoints('fedapay'), account, checkoutRequest())
    await expect(
      fedapay.fetchStatus(endpoints('fedapay'), other, checkout.providerRef),
    ).rejects.toMatchObject({ kind: 'refused' })
  })

  it('says unreachable when the provider does not answer, with no key in the message', async () => {
    const account = await fedapayAccount()
    const attempt = fedapay.testConnection({ apiBaseUrl: 'http://127.0.0.1:9/v1' }, account)
    await expect(attempt).rejects.toMatchObject({ kind: 'unreachable' })
    const error = await attempt.catch((e: Error) => e)
    expect(String((error as Error).message)).not.toContain(account.credentials.secretKey!)
  })
})

describe('CinetPay adapter against the sandbox', () => {
  it('creates a hosted checkout, and reads it paid once the shopper pays, with the right amount', async () => {
    const account = await cinetpayAccount()
    const request = checkoutRequest()
    const checkout = await cinetpay.createCheckout(endpoints('cinetpay'), account, request)
    expect(checkout.providerRef).toBe(request.reference)

    const page = await fetch(checkout.checkoutUrl)
    expect(page.status).toBe(200)
    for (const button of ['Payer', 'Refuser', 'Abandonner'])
      expect(await page.clone().text()).toContain(button)

    expect(
      await cinetpay.fetchStatus(endpoints('cinetpay'), account, request.reference),
    ).toMatchObject({
      state: 'pending',
      amount: 1500,
      currency: 'XOF',
    })
    const res = await fetch(checkout.checkoutUrl, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'pay' }),
      redirect: 'manual',
    })
    // CinetPay's way back: a button POSTing token and transaction_id to return_url.
    expect(res.status).toBe(200)
    const result = await res.text()
    expect(result).toContain(`action="${request.returnUrl}"`)
    expect(result).toContain(`name="transaction_id" value="${request.reference}"`)
    expect(result).toContain(
      `name="token" value="${new URL(checkout.checkoutUrl).pathname.split('/').pop()}"`,
    )
    expect(await cinetpay.fetchStatus(endpoints('cinetpay'), account, request.reference)).toEqual({
      providerRef: request.reference,
      state: 'paid',
      rawStatus: 'ACCEPTED',
      amount: 1500,
      currency: 'XOF',
    })
  })

  it('reads an abandoned payment as failed', async () => {
    const account = await cinetpayAccount()
    const request = checkoutRequest({ amount: 2000 })
    await cinetpay.createCheckout(endpoints('cinetpay'), account, request)
    await control(`/transactions/cinetpay/${request.reference}/settle`, { outcome: 'abandon' })
    expect(
      await cinetpay.fetchStatus(endpoints('cinetpay'), account, request.reference),
    ).toMatchObject({
      state: 'failed',
      rawStatus: 'REFUSED',
    })
  })

  it('pings then posts a notification its account’s secret verifies, and another shop’s does not', async () => {
    const account = await cinetpayAccount()
    const other = await cinetpayAccount()
    const sameSiteOtherSecret: ProviderAccount = {
      ...account,
      credentials: { ...account.credentials, secretKey: other.credentials.secretKey! },
    }
    const request = checkoutRequest()
    await cinetpay.createCheckout(endpoints('cinetpay'), account, request)
    await control(`/transactions/cinetpay/${request.reference}/settle`, { outcome: 'pay' })

    const arrived = notificationsAt(`/cinetpay/${request.reference}`)
    expect(arrived.map((r) => r.method)).toEqual(['GET', 'POST'])
    const post = arrived[1]!
    expect(cinetpay.notificationRef(post)).toBe(request.reference)
    expect(new URLSearchParams(post.body).get('cpm_amount')).toBe('1500')
    expect(await cinetpay.verifyNotification(account, post, new Date())).toBe(true)
    expect(await cinetpay.verifyNotification(other, post, new Date())).toBe(false)
    expect(await cinetpay.verifyNotification(sameSiteOtherSecret, post, new Date())).toBe(false)
  })

  it('says unauthorized for a wrong apikey, and tests the connection for real', async () => {
    const account = await cinetpayAccount()
    const wrong = wrongKeys(account)
    await expect(
      cinetpay.createCheckout(endpoints('cinetpay'), wrong, checkoutRequest()),
    ).rejects.toMatchObject({ kind: 'unauthorized' })
    await expect(cinetpay.testConnection(endpoints('cinetpay'), wrong)).rejects.toMatchObject({
      kind: 'unauthorized',
    })
    await expect(cinetpay.testConnection(endpoints('cinetpay'), account)).resolves.toBeUndefined()
  })
})

describe('payment sandbox', () => {
  it('resends a notification byte for byte: a duplicate the receiver can recognise', async () => {
    const account = await cinetpayAccount()
    const request = checkoutRequest()
    await cinetpay.createCheckout(endpoints('cinetpay'), account, request)
    const settled = await control(`/transactions/cinetpay/${request.reference}/settle`, {
      outcome: 'pay',
    })
    const [, post] = settled.body.notifications as { id: string }[]
    const resent = await control(`/notifications/${post!.id}/resend`, {})
    expect(resent.status).toBe(200)
    const posts = notificationsAt(`/cinetpay/${request.reference}`).filter(
      (r) => r.method === 'POST',
    )
    expect(posts).toHaveLength(2)
    expect(posts[1]!.body).toBe(posts[0]!.body)
    expect(posts[1]!.headers.get('x-token')).toBe(posts[0]!.headers.get('x-token'))
  })

  it('settles a transaction once: a second outcome is refused', async () => {
    const account = await fedapayAccount()
    const checkout = await fedapay.createCheckout(endpoints('fedapay'), account, checkoutRequest())
    const path = `/transactions/fedapay/${checkout.providerRef}/settle`
    expect((await control(path, { outcome: 'pay', notify: false })).status).toBe(200)
    expect((await control(path, { outcome: 'decline', notify: false })).status).toBe(409)
  })

  it('sends a late event, signed, without changing the transaction', async () => {
    const account = await fedapayAccount()
    const checkout = await fedapay.createCheckout(endpoints('fedapay'), account, checkoutRequest())
    await control(`/transactions/fedapay/${checkout.providerRef}/settle`, { outcome: 'pay' })
    await control(`/transactions/fedapay/${checkout.providerRef}/notify`, { outcome: 'pending' })
    const [approved, late] = notificationsAt(account.hook)
    expect(JSON.parse(approved!.body).name).toBe('transaction.approved')
    expect(JSON.parse(late!.body).name).toBe('transaction.pending')
    expect(await fedapay.verifyNotification(account, late!, new Date())).toBe(true)
    const status = await fedapay.fetchStatus(endpoints('fedapay'), account, checkout.providerRef)
    expect(status.state).toBe('paid')
  })
})
