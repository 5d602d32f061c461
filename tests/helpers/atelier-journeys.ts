import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * The screens of L'Atelier (issue 8) as a tailor uses them, for the browser journeys:
 * each helper fills one screen and waits for where it leads, never for a fixed time.
 */

const atelier = (baseUrl: string, path: string) => `${baseUrl}/user/atelier/${path}`

/** A day `days` from today, 'YYYY-MM-DD' (the shops' timezone is UTC all year). */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** "jeudi 12 mars": how the calendar names a day. */
export const longDay = (day: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))

/** /user/settings/atelier: the owner flips "Activer L'Atelier" and waits for it to hold. */
export async function switchAtelierOn(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/user/settings/atelier`)
  const toggle = page.getByRole('switch', { name: "Activer L'Atelier" })
  await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false')
  await toggle.click()
  await page.getByText("L'Atelier est activé").first().waitFor()
  await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true')
}

export type NewFabric = { name: string; pricePerMeter: string; meters: string; paid: string }

/** fabric/add with its first stock; returns the fabric's view URL it lands on. */
export async function addFabric(page: Page, baseUrl: string, fabric: NewFabric) {
  await page.goto(atelier(baseUrl, 'fabric/add'))
  await page.getByLabel('Nom du tissu').fill(fabric.name)
  await page.getByLabel('Couleur').fill('Indigo')
  await page.getByLabel(/^Prix au mètre/).fill(fabric.pricePerMeter)
  await page.getByLabel('Mètres en stock').fill(fabric.meters)
  await page.getByLabel(/^Montant de l'achat/).fill(fabric.paid)
  await page.getByRole('button', { name: 'Enregistrer le tissu' }).click()
  await page.waitForURL(/\/user\/atelier\/fabric\/view\/fab_\w+$/)
  await page.getByRole('heading', { name: fabric.name }).waitFor()
  return page.url()
}

/** The "Stock actuel" card of a fabric's view. */
export const fabricStock = (page: Page) =>
  page.getByRole('heading', { name: 'Stock actuel' }).locator('xpath=../..')

/** customer/addnewcustomer; the form leads to their measurements. Returns the customer id. */
export async function addAtelierCustomer(
  page: Page,
  baseUrl: string,
  who: { firstName: string; lastName: string; phone: string },
) {
  await page.goto(atelier(baseUrl, 'customer/addnewcustomer'))
  await page.getByLabel('Prénom').fill(who.firstName)
  await page.getByLabel('Nom', { exact: true }).fill(who.lastName)
  await page.getByLabel('Téléphone').fill(who.phone)
  await page.getByLabel('Adresse', { exact: true }).fill('Secteur 15, rue 15.32')
  await page.getByLabel('Ville').fill('Ouagadougou')
  await page.getByRole('button', { name: 'Enregistrer le client' }).click()
  await page.waitForURL(/\/user\/atelier\/customer\/customermeasure\/[\w-]+$/)
  return decodeURIComponent(page.url().split('/').at(-1)!)
}

/** customer/customermeasure/:id: one garment type, one value per part (in cm). */
export async function takeMeasurements(
  page: Page,
  garment: string,
  values: Record<string, string>,
) {
  await page.getByRole('heading', { name: 'Prendre les mesures' }).waitFor()
  await page.getByLabel('Type de vêtement').selectOption({ label: garment })
  for (const [part, cm] of Object.entries(values)) await page.getByLabel(`${part} (cm)`).fill(cm)
  await page.getByRole('button', { name: 'Enregistrer les mesures' }).click()
  await page.waitForURL(/\/user\/atelier\/customer\/customermeasure-details\/[\w-]+$/)
}

export type NewOrder = {
  customerId: string
  garment: string
  fabricOption: string
  meters: string
  price: string
  advance: string
  promisedOn: string
}

/** orders/addnew/:customerId; returns the order's number ("A-0001") from the view it opens. */
export async function createTailoringOrder(page: Page, baseUrl: string, order: NewOrder) {
  await page.goto(atelier(baseUrl, `orders/addnew/${encodeURIComponent(order.customerId)}`))
  await page.getByRole('button', { name: 'Changer de client' }).waitFor()
  await page.getByLabel('Type de vêtement').selectOption({ label: order.garment })
  // The customer's newest measurement of that type, by its date.
  const measurement = page.getByLabel('Mesures', { exact: true })
  await measurement.locator('option', { hasText: 'Mesures du' }).waitFor({ state: 'attached' })
  await measurement.selectOption({ index: 1 })
  await page.getByLabel('Pris dans le stock').check()
  await page.getByLabel('Tissu du stock').selectOption({ label: order.fabricOption })
  await page.getByLabel('Longueur (mètres)').fill(order.meters)
  await page.getByLabel('Prix convenu').fill(order.price)
  await page.getByLabel('Date promise').fill(order.promisedOn)
  await page.getByLabel('Avance payée').fill(order.advance)
  await page.getByLabel('Moyen de paiement').selectOption({ label: 'Mobile Money' })
  await page.getByRole('button', { name: 'Enregistrer la commande' }).click()
  await page.waitForURL(/\/user\/atelier\/orders\/view\/tor_\w+$/)
  const heading = page.getByRole('heading', { name: /^Commande A-\d{4}$/ })
  return (await heading.textContent())!.replace('Commande ', '').trim()
}

/** The stage the order view marks as current in its steps. */
export const currentStage = (page: Page) =>
  page.getByRole('list', { name: 'Étape' }).locator('[aria-current="step"]').textContent()

/** "Passer à « X »", then waits until the view shows X as the current stage. */
export async function nextStage(page: Page, stage: string) {
  await page.getByRole('button', { name: `Passer à « ${stage} »` }).click()
  await page.getByText(`Commande passée à « ${stage} »`).first().waitFor()
  await expect.poll(() => currentStage(page)).toBe(stage)
}

/** "Autre étape" then "Changer d'étape": skipping a step (e.g. no alteration needed). */
export async function jumpToStage(page: Page, stage: string) {
  await page.getByLabel('Autre étape').selectOption({ label: stage })
  await page.getByRole('button', { name: 'Changer d’étape' }).click()
  await page.getByText(`Commande passée à « ${stage} »`).first().waitFor()
  await expect.poll(() => currentStage(page)).toBe(stage)
}

/** The value of one line of the order's "Paiements" summary (Prix, Payé, Reste à payer). */
export const paymentLine = (page: Page, label: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd')
    .textContent()

/**
 * staff/add (with the person's e-mail), then "Inviter" on the profile it opens: the
 * invitation goes to `who.email` and the profile shows it pending (ADR 016).
 */
export async function inviteStaffMember(
  page: Page,
  baseUrl: string,
  who: { firstName: string; lastName: string; email: string },
  role: string,
) {
  await page.goto(atelier(baseUrl, 'staff/add'))
  await page.getByLabel('Prénom').fill(who.firstName)
  await page.getByLabel('Nom', { exact: true }).fill(who.lastName)
  await page.getByLabel('Téléphone').fill('76 98 76 54')
  await page.getByLabel('Rôle').selectOption({ label: role })
  await page.getByLabel('Salaire mensuel').fill('60000')
  await page.getByLabel('E-mail', { exact: true }).fill(who.email)
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click()
  await page.waitForURL(/\/user\/atelier\/staff\/profiles\/stf_\w+$/)
  await page.getByRole('heading', { name: `${who.firstName} ${who.lastName}` }).waitFor()
  await page.getByRole('button', { name: 'Inviter', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Inviter dans L’Atelier' })
  expect(await dialog.getByLabel('Adresse e-mail').inputValue()).toBe(who.email)
  await dialog.getByRole('button', { name: "Envoyer l'invitation" }).click()
  await dialog.waitFor({ state: 'hidden' })
  await page.getByText('En attente', { exact: true }).first().waitFor()
}

/**
 * The invited person opens the link of their message (read from /dev/outbox, as they would
 * from their inbox), chooses their password and lands on `landing`, signed in: the atelier
 * for a staff member, the shop's board for a member invited from Paramètres › Équipe.
 */
export async function acceptStaffInvitation(
  page: Page,
  baseUrl: string,
  who: { email: string; password: string },
  landing = '**/user/atelier/dashboard',
) {
  await page.goto(`${baseUrl}/dev/outbox`)
  const message = page.locator(
    `article[data-template="staff-invitation"][data-recipient="${who.email}"]`,
  )
  const body = (await message.first().locator('pre').textContent()) ?? ''
  const link = /\/auth\/invitation\/[A-Za-z0-9_-]+/.exec(body)?.[0]
  if (!link) throw new Error(`no invitation link in: ${body}`)
  await page.goto(`${baseUrl}${link}`)
  await page.getByRole('heading', { name: 'Rejoindre une équipe' }).waitFor()
  await page.getByLabel('Mot de passe', { exact: true }).fill(who.password)
  await page.getByLabel('Confirmer le mot de passe').fill(who.password)
  await page.getByRole('button', { name: "Accepter l'invitation" }).click()
  await page.waitForURL(landing)
}
