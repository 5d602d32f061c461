import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  acceptStaffInvitation,
  addAtelierCustomer,
  addFabric,
  createTailoringOrder,
  currentStage,
  dayFromToday,
  fabricStock,
  inviteStaffMember,
  jumpToStage,
  longDay,
  nextStage,
  paymentLine,
  switchAtelierOn,
  takeMeasurements,
} from '../helpers/atelier-journeys.ts'
import {
  merchantWithShop,
  money,
  type Person,
  pagesScrollingSideways,
  person,
  putShopOnPlan,
  setupBrowserTest,
  signIn,
} from '../helpers/journeys.ts'

const t = setupBrowserTest()
const at = (path: string) => `${t.server().url}/user/atelier/${path}`

/**
 * Issue 8, end to end in Chromium: one owner's atelier, from switching it on to a delivered
 * order, then a tailor's account. The steps share the owner's page and run in order.
 */
describe("L'Atelier: a tailoring order from the measurements to delivery", () => {
  let owner: Page
  let customerId = ''
  let order = ''
  let orderUrl = ''
  let fabricUrl = ''
  const promisedOn = dayFromToday(3)
  const tailor: Person = person('Issouf', 'Sawadogo')

  beforeAll(async () => {
    owner = await t.browser().newPage()
    const slug = await merchantWithShop(owner, t.server().url, person('Awa', 'Zongo'), {
      name: 'Couture Awa',
      email: 'couture-awa@example.com',
    })
    // The tailor takes a seat of a paid plan (issue 26): the free plan has none.
    await putShopOnPlan(t.server(), slug)
  })

  it("switches L'Atelier on and shows its group in the owner's menu", async () => {
    await switchAtelierOn(owner, t.server().url)
    const menu = owner.getByRole('navigation', { name: 'Navigation principale' })
    const group = menu.getByRole('button', { name: "L'Atelier", exact: true })
    await group.click()
    await expect.poll(() => group.getAttribute('aria-expanded')).toBe('true')
    for (const item of ['Calendrier', 'Tissus', 'Caisse', 'Personnel'])
      await menu.getByRole('link', { name: item, exact: true }).waitFor()
    await menu.getByRole('link', { name: 'Tissus', exact: true }).click()
    await owner.waitForURL('**/user/atelier/fabric/list')
  })

  it('adds a fabric with its first 10 m bought', async () => {
    fabricUrl = await addFabric(owner, t.server().url, {
      name: 'Wax indigo',
      pricePerMeter: '2500',
      meters: '10',
      paid: '20000',
    })
    await fabricStock(owner).getByText('10,00 m', { exact: true }).waitFor()
  })

  it('records a customer and takes their measurements for a boubou', async () => {
    customerId = await addAtelierCustomer(owner, t.server().url, {
      firstName: 'Rasmané',
      lastName: 'Ouédraogo',
      phone: '70 12 34 56',
    })
    await takeMeasurements(owner, 'Boubou', {
      'Tour de cou': '41',
      Épaules: '48,5',
      Poitrine: '104',
      'Longueur de manche': '62',
      'Longueur totale': '148',
    })
    await owner.getByRole('heading', { name: /^Boubou · Rasmané Ouédraogo$/ }).waitFor()
    const shoulders = owner.getByRole('row').filter({ hasText: 'Épaules' })
    expect(await shoulders.textContent()).toMatch(/48,5/)
  })

  it('takes an order with fabric from stock and an advance, shown on its promised day', async () => {
    order = await createTailoringOrder(owner, t.server().url, {
      customerId,
      garment: 'Boubou',
      fabricOption: 'Wax indigo (10,00 m disponibles)',
      meters: '2.5',
      price: '25000',
      advance: '10000',
      promisedOn,
    })
    orderUrl = owner.url()
    expect(order).toBe('A-0001')
    expect(await currentStage(owner)).toBe('Reçue')
    expect(await paymentLine(owner, 'Payé')).toMatch(money('10 000'))
    expect(await paymentLine(owner, 'Reste à payer')).toMatch(money('15 000'))

    await owner.goto(`${at('calendar/order')}?mois=${promisedOn.slice(0, 7)}`)
    const day = owner.getByRole('listitem', { name: `${longDay(promisedOn)}, 1 commande` })
    await day.getByRole('link', { name: `${order} · Rasmané Ouédraogo` }).click()
    await owner.waitForURL(orderUrl)
  })

  it('moves the order through the stages to delivered with the balance paid', async () => {
    await owner.getByRole('heading', { name: `Commande ${order}` }).waitFor()
    await nextStage(owner, 'Coupe')
    await nextStage(owner, 'Couture')
    await nextStage(owner, 'Essayage')

    // Part of the balance at the fitting, through "Encaisser".
    await owner.getByRole('button', { name: 'Encaisser', exact: true }).click()
    const pay = owner.getByRole('dialog', { name: 'Encaisser un paiement' })
    expect(await pay.getByLabel('Montant').inputValue()).toBe('15000')
    await pay.getByLabel('Montant').fill('5000')
    await pay.getByRole('button', { name: 'Encaisser' }).click()
    await pay.waitFor({ state: 'hidden' })
    await expect.poll(() => paymentLine(owner, 'Reste à payer')).toMatch(money('10 000'))

    // No alteration needed: straight to "Prête", then delivered against the rest.
    await jumpToStage(owner, 'Prête')
    await owner.getByRole('button', { name: 'Passer à « Livrée »' }).click()
    const deliver = owner.getByRole('dialog', { name: 'Livrer la commande' })
    await deliver.getByText(money('10 000')).waitFor()
    await deliver.getByLabel('Moyen de paiement').selectOption({ label: 'Espèces' })
    await deliver.getByRole('button', { name: 'Encaisser et livrer' }).click()
    await deliver.waitFor({ state: 'hidden' })
    await expect.poll(() => currentStage(owner)).toBe('Livrée')
    await owner.getByText('Cette commande est terminée : son étape ne change plus.').waitFor()
    expect(await paymentLine(owner, 'Payé')).toMatch(money('25 000'))
    expect(await paymentLine(owner, 'Reste à payer')).toMatch(/^0\sF\sCFA$/)
    expect(await owner.getByRole('button', { name: 'Encaisser', exact: true }).count()).toBe(0)

    // Newest first, each line "<stage> · <date and time> · par <who>".
    const history = owner.getByRole('region', { name: 'Historique' }).getByRole('listitem')
    const steps = (await history.allTextContents()).map((line) => line.split(' · ')[0])
    expect(steps).toEqual(['Livrée', 'Prête', 'Essayage', 'Couture', 'Coupe', 'Reçue'])
  })

  it("shows the order in the fabric's stock, the cash book and the customer's tracking page", async () => {
    await owner.goto(fabricUrl)
    await fabricStock(owner).getByText('7,50 m', { exact: true }).waitFor()
    const movements = owner.getByRole('table', { name: 'Mouvements de stock' })
    const use = movements.getByRole('row').filter({ hasText: 'Utilisé' })
    expect(await use.textContent()).toMatch(new RegExp(`Commande ${order}.*−2,50 m`))
    const purchase = movements.getByRole('row').filter({ hasText: 'Achat' })
    expect(await purchase.textContent()).toMatch(/\+10,00 m/)
    expect(await purchase.textContent()).toMatch(money('20 000'))

    await owner.goto(at('transaction/list'))
    const line = (label: string | RegExp) => owner.getByRole('row').filter({ hasText: label })
    await line(`Avance, commande ${order}`).waitFor()
    const lines: [string | RegExp, RegExp][] = [
      [`Avance, commande ${order}`, /^\+\s10\s000\sF\sCFA$/],
      [`Paiement, commande ${order}`, /^\+\s5\s000\sF\sCFA$/],
      [`Solde, commande ${order}`, /^\+\s10\s000\sF\sCFA$/],
      [/Achat de tissu : Wax indigo/, /^−\s20\s000\sF\sCFA$/],
    ]
    for (const [label, amount] of lines)
      expect((await line(label).getByRole('cell').last().textContent())?.trim()).toMatch(amount)
    expect(await owner.getByRole('row').count()).toBe(1 + lines.length)
    const total = (label: string) =>
      owner
        .getByRole('listitem')
        .filter({ hasText: new RegExp(`^${label}`) })
        .textContent()
    expect(await total('Recettes')).toMatch(money('25 000'))
    expect(await total('Dépenses')).toMatch(money('20 000'))
    expect(await total('Solde')).toMatch(money('5 000'))

    await owner.goto(orderUrl)
    const link = await owner.getByLabel('Lien de suivi').inputValue()
    expect(link).toMatch(/\/atelier\/suivi\/[\w-]+$/)
    const customer = await (await t.browser().newContext({ javaScriptEnabled: false })).newPage()
    await customer.goto(link)
    await customer.getByRole('heading', { name: `Commande ${order}` }).waitFor()
    expect(await customer.textContent('body')).toMatch(/Étape :\s*Livrée/)
    expect(await customer.textContent('body')).not.toContain('Reste à payer')
    // Oldest first on the customer's side.
    const tracked = customer.getByRole('region', { name: 'Historique' }).getByRole('listitem')
    expect((await tracked.allTextContents()).map((line) => line.split(' · ')[0])).toEqual([
      'Reçue',
      'Coupe',
      'Couture',
      'Essayage',
      'Prête',
      'Livrée',
    ])
    await customer.context().close()
  })

  it('fits a 375 px phone: no atelier page scrolls sideways, with the data of this journey', async () => {
    await owner.setViewportSize({ width: 375, height: 740 })
    const pages = [
      'dashboard',
      'orders/orders',
      'orders/addnew',
      'calendar/order',
      'customer/customers',
      `customer/single/${customerId}`,
      'fabric/list',
      'supplier/supplier',
      'services',
      'staff/lists',
      'transaction/list',
      'settings/roles',
      'settings/gallery',
    ]
    const urls = [...pages.map(at), orderUrl, fabricUrl]
    expect(await pagesScrollingSideways(owner, urls)).toEqual([])
    await owner.setViewportSize({ width: 1280, height: 720 })
  })

  it('invites a tailor who accepts and signs in to only the pages of their role', async () => {
    await inviteStaffMember(owner, t.server().url, tailor, 'Tailleur / couturière')

    const context = await t.browser().newContext()
    const staff = await context.newPage()
    await acceptStaffInvitation(staff, t.server().url, tailor)
    await staff.getByRole('heading', { name: "Tableau de bord de l'atelier" }).waitFor()
    await owner.reload()
    await owner.getByRole('button', { name: "Retirer l'accès" }).waitFor()
    const menu = staff.getByRole('navigation', { name: 'Navigation principale' })
    await menu.getByRole('link', { name: 'Commandes' }).waitFor()
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Tableau de bord',
      'Commandes',
      'Calendrier',
      'Clients',
      'Mesures',
      'Notifications',
    ])

    await menu.getByRole('link', { name: 'Commandes' }).click()
    await staff
      .getByRole('link', { name: new RegExp(order) })
      .first()
      .waitFor()

    await staff.goto(at('transaction/list'))
    await staff.getByRole('heading', { name: 'Page Inaccessible' }).waitFor()
    expect(await staff.getByRole('row').count()).toBe(0)

    await staff.goto(`${t.server().url}/user/products`)
    await staff.waitForURL('**/user/atelier/dashboard')
    await staff.getByRole('heading', { name: "Tableau de bord de l'atelier" }).waitFor()
    // The sign-in page works with the password the tailor chose.
    const again = await (await t.browser().newContext()).newPage()
    await signIn(again, t.server().url, tailor, '**/user/atelier/dashboard')
    await again.context().close()
    await context.close()
  })
})
