import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { get } from 'node:http'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createStaffAccount } from '#tests/helpers/atelier.ts'
import { createTeamMember } from '#tests/helpers/team.ts'
import {
  api,
  createMerchant,
  createTenant,
  DASHBOARD_DIST,
  ORIGIN,
  type Order,
  ROOT,
  readJson,
  seedProduct,
  setupWorker,
  type Tenant,
  workerUrl,
} from '#tests/helpers/worker.ts'
import { ME_PATH } from '#worker/schemas/first-screen.ts'

// The shells come from the build, through the ASSETS binding.
if (!existsSync(join(DASHBOARD_DIST, 'index.html')))
  execFileSync('npm', ['run', 'build:dashboard'], { cwd: ROOT, stdio: 'inherit' })

setupWorker({ assets: true })

/*
 * Issue 27, ADR 066: an alert's order link, opened cold on a slow phone, shows the order with
 * the page, drawn by the worker, before the app's code has arrived; the app takes the same read.
 */

async function saleOf(shop: Tenant, note = 'Livrer après 18 h') {
  const product = await seedProduct(shop, { name: 'Pagne wax', price: '1500', stock: '10' })
  const res = await api('POST', '/api/orders/manual', {
    token: shop.token,
    json: {
      items: [{ productId: product.id, quantity: 2 }],
      firstName: 'Awa',
      lastName: 'Traoré',
      phone: '70 11 22 33',
      note,
      paid: false,
    },
  })
  expect(res.status).toBe(201)
  return readJson<Order>(res)
}

/**
 * A navigation, as the browser makes it: the first screen is for one, never a script's fetch.
 * Over node:http, which sends `sec-fetch-*` as given (fetch forces them to a script's).
 */
async function pageOf(path: string, cookie: string, mode = 'navigate'): Promise<Response> {
  const url = new URL(path, await workerUrl())
  return new Promise((resolve, reject) => {
    const headers = { cookie, host: new URL(ORIGIN).host, 'sec-fetch-mode': mode }
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const answer = new Headers()
        for (const [name, value] of Object.entries(res.headers))
          if (typeof value === 'string') answer.set(name, value)
        resolve(new Response(Buffer.concat(chunks), { status: res.statusCode, headers: answer }))
      })
    }).on('error', reject)
  })
}
const firstScreenOf = (html: string) =>
  /<div id="bt-first-screen">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1]
const readsOf = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="bt-first-reads">([\s\S]*?)<\/script>/.exec(html)?.[1] ??
      'null',
  )

describe('GET /user/orders/<id>, signed in (ADR 066)', () => {
  it('draws the order before the app: its number, lines, total and the customer’s phone to call', async () => {
    const shop = await createTenant()
    const order = await saleOf(shop)
    const res = await pageOf(`/user/orders/${order.id}`, shop.cookie)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    // Someone's data: the service worker must not keep this page as its offline shell.
    expect(res.headers.get('x-boutiko-first-screen')).toBe('1')
    const html = await res.text()
    const screen = firstScreenOf(html) ?? ''
    expect(screen).toContain(`Commande ${order.number}`)
    expect(screen).toContain('Pagne wax')
    expect(screen).toMatch(/3\s000\sF\sCFA/)
    expect(screen).toContain('Awa Traoré')
    expect(screen).toContain('href="tel:+22670112233"')
    expect(screen).toContain('href="https://wa.me/22670112233"')
    // Before the app's root, which the shell's style hides while the drawn page is there.
    expect(html.indexOf('id="bt-first-screen"')).toBeLessThan(html.indexOf('<div id="root">'))
  })

  it('hands the app the very answers of GET /api/orders/<id> and of its shop, so that it does not ask them', async () => {
    const shop = await createTenant()
    const order = await saleOf(shop)
    const html = await (await pageOf(`/user/orders/${order.id}`, shop.cookie)).text()
    const reads = readsOf(html)
    // Who is signed in too: the app draws the page while the session's token comes (ADR 067).
    for (const path of [`/api/orders/${order.id}`, `/api/stores/${shop.user.id}`, ME_PATH]) {
      const fromApi = await api('GET', path, { token: shop.token })
      expect(reads[path].body).toEqual(await readJson(fromApi))
      // Its bookmark too, which the app keeps as it keeps an answer's (ADR 045).
      expect(reads[path].bookmark).toMatch(/^DB=/)
    }
  })

  it('draws nothing for a script’s fetch of the page (the service worker’s copy of the shell)', async () => {
    const shop = await createTenant()
    const order = await saleOf(shop)
    const res = await pageOf(`/user/orders/${order.id}`, shop.cookie, 'cors')
    expect(res.headers.get('x-boutiko-first-screen')).toBeNull()
    expect(await res.text()).not.toMatch(/id="bt-first-(screen|reads)"/)
  })

  it('keeps a customer’s words inside the data block: a « </script> » in the note closes nothing', async () => {
    const shop = await createTenant()
    const order = await saleOf(shop, '</script><script>alert(1)</script>')
    const html = await (await pageOf(`/user/orders/${order.id}`, shop.cookie)).text()
    expect(html).not.toContain('<script>alert(1)')
    expect(readsOf(html)[`/api/orders/${order.id}`].body.note).toBe(
      '</script><script>alert(1)</script>',
    )
  })

  it('draws nothing of another shop’s order, and hands none of it', async () => {
    const [shop, other] = await Promise.all([createTenant(), createTenant()])
    const order = await saleOf(shop)
    const res = await pageOf(`/user/orders/${order.id}`, other.cookie)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).not.toContain('id="bt-first-screen"')
    expect(html).not.toContain('Awa Traoré')
    expect(Object.keys(readsOf(html) ?? {})).toEqual([`/api/stores/${other.user.id}`, ME_PATH])
  })

  it('draws it for a seller of the team, not for an atelier member without a shop role', async () => {
    const shop = await createTenant()
    const order = await saleOf(shop)
    const seller = await createTeamMember(shop, 'seller')
    const tailor = await createStaffAccount(shop, 'tailor')
    const forSeller = await (await pageOf(`/user/orders/${order.id}`, seller.cookie)).text()
    expect(firstScreenOf(forSeller)).toContain(`Commande ${order.number}`)
    const forTailor = await (await pageOf(`/user/orders/${order.id}`, tailor.cookie)).text()
    expect(forTailor).not.toContain('Awa Traoré')
  })

  it('draws nothing for the other pages: « Nouvelle vente », the orders', async () => {
    const shop = await createTenant()
    for (const path of ['/user/orders/new', '/user/orders']) {
      const res = await pageOf(path, shop.cookie)
      expect(res.headers.get('x-boutiko-first-screen')).toBeNull()
      expect(await res.text()).not.toMatch(/id="bt-first-(screen|reads)"/)
    }
  })
})

describe('GET /user/dashboard, signed in (ADR 066)', () => {
  it('hands the app the board’s reads with the page, each the API’s own answer, and draws nothing', async () => {
    const shop = await createTenant()
    await saleOf(shop)
    const res = await pageOf('/user/dashboard', shop.cookie)
    expect(res.headers.get('x-boutiko-first-screen')).toBe('1')
    const html = await res.text()
    expect(html).not.toContain('bt-first-screen"')
    const reads = readsOf(html)
    expect(Object.keys(reads).sort()).toEqual(
      [
        ME_PATH,
        `/api/stores/${shop.user.id}`,
        '/api/stats?days=30',
        '/api/products?page=1&pageSize=1',
        '/api/store/personalization',
        '/api/store/domain',
        '/api/notifications',
        '/api/atelier/access',
      ].sort(),
    )
    for (const path of Object.keys(reads))
      expect(reads[path].body, path).toEqual(
        await readJson(await api('GET', path, { token: shop.token })),
      )
  })

  it('hands a merchant without a shop only what the API answers them (no refusals kept)', async () => {
    const { cookie } = await createMerchant()
    const reads = readsOf(await (await pageOf('/user/dashboard', cookie)).text()) ?? {}
    for (const path of Object.keys(reads))
      expect(path).not.toMatch(/\/api\/(stats|products|store\/)/)
  })
})
