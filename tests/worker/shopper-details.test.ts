import { describe, expect, it } from 'vitest'
import { seedZone } from '#tests/helpers/delivery.ts'
import { shopWithDomain, visit } from '#tests/helpers/domains.ts'
import { cookieJar, getPage, locationOf, postForm } from '#tests/helpers/storefront.ts'
import { createVerifiedTenant } from '#tests/helpers/verified-tenants.ts'
import {
  api,
  createTenant,
  readError,
  readJson,
  seedProduct,
  setupWorker,
  shopDb,
  type Tenant,
} from '#tests/helpers/worker.ts'
import type { Enquiry, EnquiryPage } from '#worker/schemas/enquiries.ts'
import { paymentMsg } from '#worker/schemas/payments.ts'

setupWorker()

// Issue 27, "the shopper's details": an enquiry needs a phone or an e-mail, not necessarily an
// e-mail; "Se souvenir de moi sur ce téléphone" fills the next checkout of the same shop.

const NO_WAY = "Indiquez un téléphone ou un e-mail pour qu'on puisse vous répondre"

const question = { fullName: 'Issa Kaboré', message: 'Vous livrez à Koudougou ?' }

const enquiryRows = async (shop: Tenant) =>
  (
    await (
      await shopDb(shop)
    )
      .prepare('SELECT email, phone FROM enquiries WHERE store_id = ?')
      .bind(shop.store.id)
      .all<{ email: string; phone: string }>()
  ).results

const listed = async (shop: Tenant) =>
  (await readJson<EnquiryPage>(await api('GET', '/api/enquiries', { token: shop.token }))).items

describe('an enquiry from the contact page (no JavaScript)', () => {
  it('is accepted with a phone only, stored with the country code, listed with no e-mail', async () => {
    const shop = await createTenant()
    const res = await postForm(`/${shop.store.slug}/contact`, { ...question, phone: '70 55 66 77' })
    expect(res.status).toBe(303)
    expect(locationOf(res)).toBe(`/${shop.store.slug}/contact?sent=1`)
    expect(await enquiryRows(shop)).toEqual([{ email: '', phone: '22670556677' }])
    expect(await listed(shop)).toEqual([
      expect.objectContaining({ fullName: 'Issa Kaboré', email: null, phone: '22670556677' }),
    ])
  })

  it('tells the merchant how to answer with only the phone given', async () => {
    const shop = await createVerifiedTenant()
    await postForm(`/${shop.store.slug}/contact`, { ...question, phone: '70 55 66 77' })
    const { results } = await (await shopDb(shop))
      .prepare("SELECT body FROM outbox WHERE template = 'enquiry' AND store_id = ?")
      .bind(shop.store.id)
      .all<{ body: string }>()
    // The e-mail and the WhatsApp alert alike: the phone, no empty e-mail before it.
    expect(results.length).toBeGreaterThan(0)
    for (const { body } of results) expect(body).toMatch(/Répondre : \+226 70 55 66 77\s/)
  })

  it('is accepted with an e-mail only, listed with no phone', async () => {
    const shop = await createTenant()
    const res = await postForm(`/${shop.store.slug}/contact`, {
      ...question,
      email: 'issa@example.com',
      phone: '',
    })
    expect(res.status).toBe(303)
    expect(await listed(shop)).toEqual([
      expect.objectContaining({ email: 'issa@example.com', phone: null }),
    ])
  })

  it('with neither, comes back 422 with the French message on the phone field and saves nothing', async () => {
    const shop = await createTenant()
    const res = await postForm(`/${shop.store.slug}/contact`, { ...question, email: '', phone: '' })
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(html).toContain(`<p class="err" id="e-f-phone">${NO_WAY}</p>`)
    expect(html).toContain('Vous livrez à Koudougou ?')
    expect(await enquiryRows(shop)).toEqual([])
  })

  it('shows the phone field before the e-mail, neither required by the browser', async () => {
    const shop = await createTenant()
    const html = await (await getPage(`/${shop.store.slug}/contact`)).text()
    const phone = /<input[^>]*name="phone"[^>]*>/.exec(html)?.[0] ?? ''
    const email = /<input[^>]*name="email"[^>]*>/.exec(html)?.[0] ?? ''
    expect(html.indexOf('name="phone"')).toBeLessThan(html.indexOf('name="email"'))
    expect(phone).not.toMatch(/required/)
    expect(email).not.toMatch(/required/)
  })
})

describe('POST /api/publics/:slug/enquiries', () => {
  const send = (shop: Tenant, json: Record<string, string>) =>
    api('POST', `/api/publics/${shop.store.slug}/enquiries`, { json })

  it('accepts a phone only with 201 and stores it with the shop’s country code', async () => {
    const shop = await createTenant()
    const res = await send(shop, { ...question, phone: '70 55 66 77' })
    expect(res.status).toBe(201)
    expect(await readJson<Enquiry>(res)).toMatchObject({ email: null, phone: '22670556677' })
    expect(await enquiryRows(shop)).toEqual([{ email: '', phone: '22670556677' }])
  })

  it('refuses neither phone nor e-mail with 422 and the French message on `phone`', async () => {
    const shop = await createTenant()
    const res = await send(shop, question)
    expect(res.status).toBe(422)
    const { error } = await readError(res)
    expect(error.issues).toEqual([{ path: 'phone', message: NO_WAY }])
    expect(await enquiryRows(shop)).toEqual([])
  })

  it('refuses a number that does not fit the shop’s country (+226: 8 digits)', async () => {
    const shop = await createTenant()
    const res = await send(shop, { ...question, phone: '70 55 66 7' })
    expect(res.status).toBe(422)
    expect((await readError(res)).error.issues?.[0]?.path).toBe('phone')
  })

  it('answers 404 for an unknown shop', async () => {
    const res = await api('POST', '/api/publics/pas-de-boutique/enquiries', {
      json: { ...question, phone: '70556677' },
    })
    expect(res.status).toBe(404)
  })
})

const contact = {
  firstName: 'Aminata',
  lastName: 'Sawadogo',
  phoneCountryCode: '+226',
  phone: '70 44 55 66',
  city: 'Bobo-Dioulasso',
}

type Jar = ReturnType<typeof cookieJar>

async function shopWithPagne() {
  const shop = await createTenant()
  const pagne = await seedProduct(shop, { name: 'Pagne', price: '7500', stock: '20' })
  return { shop, pagne }
}

/** The checkout page's HTML for a shopper with a pagne in the cart (and its form's key). */
async function checkoutOf(shop: Tenant, productId: string, jar: Jar) {
  const slug = shop.store.slug
  await postForm(`/${slug}/cart/add`, { productId, quantity: '1' }, jar.header()).then(jar.take)
  const page = await getPage(`/${slug}/checkout`, jar.header())
  expect(page.status).toBe(200)
  const html = await page.text()
  const key = /name="idempotencyKey" value="([^"]*)"/.exec(html)?.[1] ?? ''
  return { html, key, page }
}

async function order(shop: Tenant, productId: string, jar: Jar, fields: Record<string, string>) {
  const { key } = await checkoutOf(shop, productId, jar)
  const res = await postForm(
    `/${shop.store.slug}/checkout`,
    { ...fields, idempotencyKey: key },
    jar.header(),
  )
  expect(res.status).toBe(303)
  return res
}

const COOKIE = 'shopper_details'
const rememberLine = (res: { headers: { getSetCookie(): string[] } }) =>
  res.headers.getSetCookie().find((l) => l.startsWith(`${COOKIE}=`))
const checkbox = (html: string) => /<input[^>]*name="remember"[^>]*>/.exec(html)?.[0] ?? ''

describe('"Se souvenir de moi sur ce téléphone" at checkout', () => {
  it('is offered unticked to a new shopper', async () => {
    const { shop, pagne } = await shopWithPagne()
    const { html } = await checkoutOf(shop, pagne.id, cookieJar())
    expect(html).toContain('Se souvenir de moi sur ce téléphone')
    expect(checkbox(html)).toMatch(/type="checkbox"/)
    expect(checkbox(html)).not.toMatch(/checked/)
    expect(html).not.toContain("Ce n'est pas vous ?")
  })

  it('ticked, keeps the contact in a cookie of this shop only, and fills its next checkout', async () => {
    const { shop, pagne } = await shopWithPagne()
    const zone = await seedZone(shop, { name: 'Ouaga 2000', fee: '1 500' })
    const jar = cookieJar()
    const res = await order(shop, pagne.id, jar, {
      ...contact,
      delivery: `zone:${zone.id}`,
      landmark: 'Derrière la pharmacie du marché',
      remember: '1',
    })
    const line = rememberLine(res) ?? ''
    expect(line).toMatch(new RegExp(`Path=/${shop.store.slug}/(;|$)`))
    expect(line).toMatch(/HttpOnly/)
    expect(line).toMatch(/SameSite=Lax/)
    expect(line).toMatch(/Secure/)
    expect(line).toMatch(/Max-Age=15552000/)
    expect(decodeURIComponent(line)).not.toMatch(/idempotencyKey|remember|paymentMethod/)
    jar.take(res)

    const { html, page } = await checkoutOf(shop, pagne.id, jar)
    expect(page.headers.get('cache-control')).toBe('no-store')
    for (const value of ['Aminata', 'Sawadogo', '70 44 55 66', 'Bobo-Dioulasso'])
      expect(html).toContain(`value="${value}"`)
    expect(html).toContain('value="Derrière la pharmacie du marché"')
    expect(html).toMatch(new RegExp(`value="zone:${zone.id}"[^>]*checked`))
    expect(checkbox(html)).toMatch(/checked/)
    expect(html).toContain(`href="/${shop.store.slug}/checkout/effacer"`)
    expect(html).toContain("Ce n'est pas vous ?")
  })

  it('ticked, is kept too when the online payment cannot start and the receipt answers at once', async () => {
    const shop = await createVerifiedTenant()
    // Keys the provider does not know: it refuses the checkout, the order stays to be paid.
    const keys = { secretKey: 'sk_sandbox_inconnue', webhookSecret: 'wh_sandbox_inconnue' }
    const account = await api('PUT', '/api/store/payments/accounts/fedapay', {
      token: shop.token,
      json: { mode: 'test', enabled: true, credentials: keys },
    })
    expect(account.status).toBe(200)
    const pagne = await seedProduct(shop, { name: 'Pagne', price: '7500', stock: '20' })
    const jar = cookieJar()
    const { key } = await checkoutOf(shop, pagne.id, jar)
    const res = await postForm(
      `/${shop.store.slug}/checkout`,
      { ...contact, paymentMethod: 'online', remember: '1', idempotencyKey: key },
      jar.header(),
    )
    expect(res.status).toBe(409)
    expect(await res.text()).toContain(paymentMsg.providerUnavailable)
    expect(rememberLine(res)).toMatch(/Max-Age=15552000/)
    jar.take(res)
    const { html } = await checkoutOf(shop, pagne.id, jar)
    for (const value of ['Aminata', 'Sawadogo', '70 44 55 66', 'Bobo-Dioulasso'])
      expect(html).toContain(`value="${value}"`)
  })

  it('unticked on a later order, deletes the cookie: the next checkout is empty', async () => {
    const { shop, pagne } = await shopWithPagne()
    const jar = cookieJar()
    jar.take(await order(shop, pagne.id, jar, { ...contact, remember: '1' }))
    expect(jar.get(COOKIE)).toBeTruthy()
    const res = await order(shop, pagne.id, jar, { ...contact, firstName: 'Awa' })
    expect(rememberLine(res)).toMatch(new RegExp(`Max-Age=0.*Path=/${shop.store.slug}/`))
    jar.take(res)
    expect(jar.get(COOKIE)).toBeUndefined()
    const { html } = await checkoutOf(shop, pagne.id, jar)
    expect(html).not.toContain('value="Sawadogo"')
    expect(checkbox(html)).not.toMatch(/checked/)
  })

  it('« Effacer » deletes the cookie and goes back to an empty checkout', async () => {
    const { shop, pagne } = await shopWithPagne()
    const jar = cookieJar()
    jar.take(await order(shop, pagne.id, jar, { ...contact, remember: '1' }))
    const res = await getPage(`/${shop.store.slug}/checkout/effacer`, jar.header())
    expect(res.status).toBe(303)
    expect(locationOf(res)).toBe(`/${shop.store.slug}/checkout`)
    expect(rememberLine(res)).toMatch(/Max-Age=0/)
    jar.take(res)
    const { html } = await checkoutOf(shop, pagne.id, jar)
    expect(html).not.toContain('value="Aminata"')
  })

  it('is not read by another shop’s checkout, even when the cookie is sent to it', async () => {
    const { shop, pagne } = await shopWithPagne()
    const other = await shopWithPagne()
    const jar = cookieJar()
    jar.take(await order(shop, pagne.id, jar, { ...contact, remember: '1' }))
    // The browser would not even send it (its path is the first shop's): sent anyway, it is
    // signed for the first shop and ignored.
    const { html } = await checkoutOf(other.shop, other.pagne.id, jar)
    expect(html).not.toContain('value="Aminata"')
    expect(html).not.toContain('value="Bobo-Dioulasso"')
    expect(checkbox(html)).not.toMatch(/checked/)
  })

  it('ignores a cookie made by hand (not signed by the platform)', async () => {
    const { shop, pagne } = await shopWithPagne()
    const jar = cookieJar()
    jar.set(COOKIE, encodeURIComponent(JSON.stringify({ firstName: 'Faux' })))
    const { html } = await checkoutOf(shop, pagne.id, jar)
    expect(html).not.toContain('value="Faux"')
  })

  it('leaves the shop’s cached pages cached for a remembered shopper', async () => {
    const { shop, pagne } = await shopWithPagne()
    const jar = cookieJar()
    jar.take(await order(shop, pagne.id, jar, { ...contact, remember: '1' }))
    const home = `/${shop.store.slug}/home`
    await getPage(home)
    await new Promise((r) => setTimeout(r, 50))
    const cookie = `${COOKIE}=${jar.get(COOKIE)}`
    expect((await getPage(home, cookie)).headers.get('x-boutiko-cache')).toBe('hit')
  })

  it('on the shop’s own domain, is kept for the whole site (Path=/) and fills its checkout', async () => {
    const { shop, pagne } = await shopWithPagne()
    const { hostname } = await shopWithDomain(shop)
    const jar = cookieJar()
    // With its length, as a browser sends a form (without it the body limit reads it anew).
    const form = (fields: Record<string, string>) => {
      const body = new URLSearchParams(fields).toString()
      const length = String(new TextEncoder().encode(body).length)
      const type = 'application/x-www-form-urlencoded'
      return {
        method: 'POST',
        body,
        headers: { 'content-type': type, 'content-length': length, cookie: jar.header() },
      }
    }
    const site = `https://${hostname}`
    await visit(`${site}/cart/add`, form({ productId: pagne.id, quantity: '1' })).then(jar.take)
    const res = await visit(`${site}/checkout`, form({ ...contact, remember: '1' }))
    expect(res.status).toBe(303)
    expect(rememberLine(res)).toMatch(/Path=\/(;|$)/)
    jar.take(res)
    await visit(`${site}/cart/add`, form({ productId: pagne.id, quantity: '1' })).then(jar.take)
    const html = await (
      await visit(`${site}/checkout`, { headers: { cookie: jar.header() } })
    ).text()
    expect(html).toContain('value="Aminata"')
    expect(html).toContain('href="/checkout/effacer"')
  })
})
