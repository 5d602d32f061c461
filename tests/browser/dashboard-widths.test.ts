import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { addAtelierCustomer, switchAtelierOn } from '../helpers/atelier-journeys.ts'
import {
  addProductByApi,
  apiToken,
  merchantWithShop,
  person,
  putShopOnPlan,
  setupBrowserTest,
  signIn,
  signUp,
} from '../helpers/journeys.ts'

const t = setupBrowserTest()
const PHONE = { width: 360, height: 740 }

/** Long enough to widen any cell that does not wrap (issue 27). */
const LONG_PRODUCT = 'Ensemble pagne Faso Dan Fani brodé main, grande taille, indigo et or'
const LONG_FIRST = 'Marie-Bernadette'
const LONG_LAST = 'Ouédraogo-Kaboré'

/**
 * How wide the page is right now, in the state the test has put it in (no navigation); when
 * too wide, the first element sticking out, so the failure says what to fix.
 */
async function overflowHere(page: Page, state: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const inner = window.innerWidth
    const scroll = document.documentElement.scrollWidth
    if (scroll <= inner) return null
    const sticking = (e: Element) => e.getBoundingClientRect().right > inner + 0.5
    // Text that overflows a box narrower than it (the box fits, the words do not): its element.
    const textSticking = (edge: number) => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange()
        range.selectNodeContents(node)
        if (range.getBoundingClientRect().right > edge + 0.5) return node.parentElement ?? undefined
      }
      return undefined
    }
    // A leaf of the page's own content, else anything (a toast, a dialog) sticking out.
    const out =
      [...document.querySelectorAll('main *, header *')].filter(
        (e) => sticking(e) && e.children.length === 0,
      )[0] ??
      [...document.querySelectorAll('body *')].filter(sticking).at(-1) ??
      textSticking(inner)
    // The element and a few of its parents, with their widths and classes: what to fix.
    const chain: string[] = []
    for (
      let e = out;
      e && e !== document.body && chain.length < 5;
      e = e.parentElement ?? undefined
    )
      chain.push(`${e.tagName} ${Math.round(e.getBoundingClientRect().width)} .${e.className}`)
    const what = out ? `"${out.textContent?.slice(0, 40)}" in ${chain.join(' < ')}` : '?'
    return `${scroll} px, ${what}`
  })
  return found ? [`${state}: ${found}`] : []
}

/**
 * The controls of the page's main area smaller than 24 × 24 px (WCAG 2.5.8), text links inside
 * a sentence excepted, as "label: w×h".
 */
async function smallTapTargets(page: Page, scope = 'main'): Promise<string[]> {
  return page.evaluate((scope) => {
    const controls = document.querySelectorAll(
      `${scope} :is(button, a[href], [role="checkbox"], input[type="checkbox"], select)`,
    )
    return [...controls].flatMap((e) => {
      const r = e.getBoundingClientRect()
      if (r.width === 0 || getComputedStyle(e).display === 'inline') return []
      if (r.width >= 24 && r.height >= 24) return []
      const name = e.getAttribute('aria-label') ?? e.textContent?.trim().slice(0, 30)
      return [`${name}: ${Math.round(r.width)}×${Math.round(r.height)}`]
    })
  }, scope)
}

/** Each page opened, its heading and data awaited, then measured as above. */
async function pagesTooWide(page: Page, urls: string[]): Promise<string[]> {
  const wide: string[] = []
  for (const url of urls) {
    await page.goto(url)
    await page.locator('main h1').first().waitFor()
    await page.waitForLoadState('networkidle')
    wide.push(...(await overflowHere(page, new URL(url).pathname)))
  }
  return wide
}

/** Issue 27: every merchant and admin page fits a 360 px phone, with data that widens it. */
let merchant: Page
const url = (path: string) => `${t.server().url}${path}`

describe('the dashboard on a 360 px phone', () => {
  const owner = person('Awa', 'Zongo')
  let productId = ''
  let orderId = ''
  let customerId = ''

  it('sets up a shop whose names and amounts widen its pages', async () => {
    merchant = await t.browser().newPage({ viewport: PHONE })
    const slug = await merchantWithShop(merchant, t.server().url, owner, {
      name: 'Couture Awa et Filles de Ouagadougou',
      email: 'couture-awa@example.com',
    })
    // A plan with every page (Audience's report, with its day-by-day table, not its upgrade card).
    await putShopOnPlan(t.server(), slug)
    const token = await apiToken(t.server().url, owner)
    productId = await addProductByApi(t.server().url, token, {
      name: LONG_PRODUCT,
      price: '1 250 000',
      stock: '120',
    })
    // A sale to a customer with a long name, unpaid: the list shows its badges and amount.
    const sale = await fetch(url('/api/orders/manual'), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        items: [{ productId, quantity: '12' }],
        firstName: LONG_FIRST,
        lastName: LONG_LAST,
        phone: '70 11 22 33',
        city: 'Bobo-Dioulasso',
        paid: false,
      }),
    })
    expect(sale.status).toBe(201)
    orderId = ((await sale.json()) as { id: string }).id
    await switchAtelierOn(merchant, t.server().url)
    customerId = await addAtelierCustomer(merchant, t.server().url, {
      firstName: LONG_FIRST,
      lastName: LONG_LAST,
      phone: '76 12 34 58',
    })
  })

  it('no merchant page is wider than the screen', async () => {
    const shopCustomer = (
      await t.server().sql<{ id: string }>(`SELECT id FROM customers LIMIT 1`, 'every database')
    )[0]!.id
    const pages = [
      '/user/dashboard',
      '/user/customers',
      '/user/customers/card',
      `/user/customers/${shopCustomer}`,
      '/user/orders',
      '/user/orders/new',
      `/user/orders/${orderId}`,
      '/user/delivery-cash',
      '/user/enquiries',
      '/user/products',
      '/user/products/new',
      '/user/products/sub-products',
      '/user/products/category',
      `/user/products/${productId}`,
      `/user/products/edit/${productId}`,
      '/user/promo-codes',
      '/user/reviews',
      '/user/audience',
      '/user/testimonies',
      '/user/testimonies/add',
      '/user/referred',
      '/user/settings/profiles',
      '/user/settings/personalization',
      '/user/settings/payments',
      '/user/settings/delivery',
      '/user/settings/couriers',
      '/user/settings/settings',
      '/user/settings/domain',
      '/user/settings/atelier',
      '/user/settings/team',
      '/user/atelier/dashboard',
      '/user/atelier/orders/orders',
      '/user/atelier/orders/addnew',
      `/user/atelier/orders/addnew/${encodeURIComponent(customerId)}`,
      '/user/atelier/calendar/order',
      '/user/atelier/customer/customers',
      `/user/atelier/customer/single/${encodeURIComponent(customerId)}`,
      '/user/atelier/fabric/list',
      '/user/atelier/supplier/supplier',
      '/user/atelier/services',
      '/user/atelier/staff/lists',
      '/user/atelier/transaction/list',
      '/user/atelier/settings/roles',
      '/user/atelier/settings/gallery',
    ]
    expect(await pagesTooWide(merchant, pages.map(url))).toEqual([])
  }, 400_000)

  it('Nouvelle vente stays within the screen with a long line and a customer typed', async () => {
    await merchant.goto(url('/user/orders/new'))
    await merchant.getByLabel('Rechercher un produit').fill('Dan Fani')
    await merchant.getByRole('button', { name: `Ajouter ${LONG_PRODUCT}` }).click()
    await merchant.getByLabel('Quantité').fill('120')
    await merchant.getByLabel('Prénom').fill(LONG_FIRST)
    expect(await overflowHere(merchant, 'Nouvelle vente, a line added')).toEqual([])
  })

  it("L'Atelier's order form stays within the screen once a client is chosen", async () => {
    await merchant.goto(url(`/user/atelier/orders/addnew/${encodeURIComponent(customerId)}`))
    await merchant.getByRole('button', { name: 'Changer de client' }).waitFor()
    await merchant.getByText(`${LONG_FIRST} ${LONG_LAST}`).first().waitFor()
    expect(await overflowHere(merchant, 'atelier order, client chosen')).toEqual([])
  })

  it('the product form stays within the screen with variants', async () => {
    await merchant.goto(url(`/user/products/edit/${productId}`))
    await merchant.locator('main h1').first().waitFor()
    await merchant.getByRole('button', { name: 'Ajouter une déclinaison' }).click()
    expect(await overflowHere(merchant, 'product form, a variant row')).toEqual([])
  })

  it('no admin page is wider than the screen', async () => {
    const admin = await (await t.browser().newContext({ viewport: PHONE })).newPage()
    const who = person('Aminata', 'Ouédraogo')
    await signUp(admin, t.server().url, who)
    await t.server().sql(`UPDATE users SET role = 'admin' WHERE email = '${who.email}'`)
    await admin.context().clearCookies()
    await signIn(admin, t.server().url, who, '**/admin/dashboard')
    const [shop] = await t
      .server()
      .sql<{ id: string }>(`SELECT id FROM stores LIMIT 1`, 'directory')
    const [user] = await t
      .server()
      .sql<{ id: string }>(`SELECT id FROM users WHERE email = '${owner.email}'`, 'directory')
    const pages = [
      '/admin/dashboard',
      '/admin/users',
      `/admin/users/${user!.id}`,
      '/admin/shops',
      '/admin/shops/card',
      `/admin/shops/${shop!.id}`,
      '/admin/products',
      '/admin/messages',
      '/admin/subscription',
      '/admin/subscription/requested',
      '/admin/payments',
      '/admin/settings/profile',
      '/admin/settings/payments',
      '/admin/plan',
      '/admin/plan/add',
    ]
    expect(await pagesTooWide(admin, pages.map(url))).toEqual([])
    await admin.context().close()
  }, 300_000)
})

/** Issue 27: what a thumb taps is big enough, the main action bigger, the bell's badge beside it. */
describe('tap targets on a 360 px phone', () => {
  it('sign-up: every control at least 24 px, the terms box included, "S\'Inscrire" 44 px high', async () => {
    const page = await (await t.browser().newContext({ viewport: PHONE })).newPage()
    await page.goto(url('/auth/signup'))
    await page.getByRole('button', { name: "S'Inscrire" }).waitFor()
    expect(await smallTapTargets(page, 'body')).toEqual([])
    const terms = await page.getByRole('checkbox', { name: /termes et conditions/ }).boundingBox()
    expect(Math.min(terms!.width, terms!.height)).toBeGreaterThanOrEqual(24)
    const submit = await page.getByRole('button', { name: "S'Inscrire" }).boundingBox()
    expect(submit!.height).toBeGreaterThanOrEqual(44)
    await page.context().close()
  })

  it('the board: every control at least 24 px, and an unread badge that leaves the bell visible', async () => {
    await t
      .server()
      .sql(
        "INSERT INTO notifications (id, audience, store_id, type, title, body) SELECT 'ntf_tap', 'store', id, 'order', 'Nouvelle commande', 'Une commande est arrivée' FROM stores",
        'every database',
      )
    await merchant.goto(url('/user/dashboard'))
    await merchant.locator('main h1').first().waitFor()
    await merchant.waitForLoadState('networkidle')
    expect(await smallTapTargets(merchant)).toEqual([])

    const bell = merchant.getByRole('button', { name: /^Notifications \(1 / })
    const [icon, badge] = await Promise.all([
      bell.locator('svg').boundingBox(),
      bell.locator('span').filter({ hasText: '1' }).boundingBox(),
    ])
    const overlapX = Math.max(
      0,
      Math.min(icon!.x + icon!.width, badge!.x + badge!.width) - Math.max(icon!.x, badge!.x),
    )
    const overlapY = Math.max(
      0,
      Math.min(icon!.y + icon!.height, badge!.y + badge!.height) - Math.max(icon!.y, badge!.y),
    )
    // At most a corner of the bell's box is under the badge: the bell stays recognisable.
    expect((overlapX * overlapY) / (icon!.width * icon!.height)).toBeLessThan(0.1)
  })
})
