import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { ProductForm } from '#dashboard/features/products/product-form.tsx'
import { ProductNewPage } from '#dashboard/features/products/product-new-page.tsx'
import { variantCombinations } from '#dashboard/features/products/variant-combinations.ts'
import { FREE_CAPABILITIES } from '#worker/schemas/plan-capabilities.ts'
import type { MySubscription } from '#worker/schemas/plans.ts'
import { renderUserPage, renderWithQueryClient } from '../render.tsx'
import { SlowUpload } from '../slow-upload.ts'

const plan = (name: string, maxImagesPerProduct: number) => ({
  id: `pln_${name}`,
  code: name.toLowerCase(),
  name,
  price: 0,
  currency: 'XOF',
  discountRate: 0,
  billingCycle: 'month' as const,
  description: [],
  limits: { ...FREE_CAPABILITIES, maxProducts: 10, maxImagesPerProduct },
})

const subscription = (name: string, maxImagesPerProduct: number, products = 0): MySubscription => ({
  plan: plan(name, maxImagesPerProduct),
  status: 'active',
  startedAt: null,
  endDate: null,
  pendingRequest: null,
  limits: plan(name, maxImagesPerProduct).limits,
  limitsPlanName: name,
  usage: { products },
})

/** The API at the fetch boundary: the merchant, their shop, no categories, their subscription. */
function serveShop(sub: MySubscription) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://b.test')
    const body =
      url.pathname === '/api/plans/subscription'
        ? sub
        : url.pathname === '/api/categories'
          ? { items: [] }
          : url.pathname.startsWith('/api/stores/')
            ? { data: { id: 'sto_1', name: 'Salimata Couture' } }
            : { id: 'usr_1', role: 'merchant' }
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  })
}

const renderForm = () =>
  renderWithQueryClient(
    <MemoryRouter>
      <ProductForm onSubmit={async () => {}} />
    </MemoryRouter>,
  )

describe('variantCombinations', () => {
  it('makes every size with every colour, each waiting for its stock', () => {
    expect(variantCombinations('M, L, XL', 'Bleu, Blanc')).toEqual([
      { size: 'M', color: 'Bleu', stock: '' },
      { size: 'M', color: 'Blanc', stock: '' },
      { size: 'L', color: 'Bleu', stock: '' },
      { size: 'L', color: 'Blanc', stock: '' },
      { size: 'XL', color: 'Bleu', stock: '' },
      { size: 'XL', color: 'Blanc', stock: '' },
    ])
  })

  it('makes one row per value when only one list is typed, each value once whatever its case', () => {
    expect(variantCombinations('', ' Rouge ,rouge, Vert,')).toEqual([
      { size: '', color: 'Rouge', stock: '' },
      { size: '', color: 'Vert', stock: '' },
    ])
    expect(variantCombinations(' , ', '')).toEqual([])
  })
})

describe('ProductForm', () => {
  it('turns the typed sizes and colours into six declinations, each with a stock field', async () => {
    serveShop(subscription('Gratuit', 1))
    renderForm()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Tailles'), 'M, L, XL')
    await user.type(screen.getByLabelText('Couleurs'), 'Bleu, Blanc')
    await user.click(screen.getByRole('button', { name: 'Créer les 6 déclinaisons' }))

    const rows = screen.getAllByRole('group', { name: /^Déclinaison \d$/ })
    expect(
      rows.map((row) => [
        within(row).getByLabelText<HTMLInputElement>('Taille').value,
        within(row).getByLabelText<HTMLInputElement>('Couleur').value,
        within(row).getByLabelText<HTMLInputElement>('Stock').value,
      ]),
    ).toEqual([
      ['M', 'Bleu', ''],
      ['M', 'Blanc', ''],
      ['L', 'Bleu', ''],
      ['L', 'Blanc', ''],
      ['XL', 'Bleu', ''],
      ['XL', 'Blanc', ''],
    ])
    expect(within(rows[0]!).getByLabelText('Stock')).toHaveFocus()
    expect(screen.getByRole('group', { name: 'Déclinaisons (tailles, couleurs)' })).toBeVisible()
  })

  it('keeps the stock typed before the declinations, on the first one, and shows no fake stock', async () => {
    serveShop(subscription('Gratuit', 1))
    renderForm()
    const user = userEvent.setup()
    // No grey "10" that reads as a stock already typed.
    expect(screen.getByLabelText('Stock')).not.toHaveAttribute('placeholder')
    await user.type(screen.getByLabelText('Stock'), '12')
    await user.type(screen.getByLabelText('Tailles'), 'M, L')
    await user.click(screen.getByRole('button', { name: 'Créer les 2 déclinaisons' }))

    const rows = screen.getAllByRole('group', { name: /^Déclinaison \d$/ })
    expect(rows.map((row) => within(row).getByLabelText<HTMLInputElement>('Stock').value)).toEqual([
      '12',
      '',
    ])
    expect(screen.getByLabelText<HTMLInputElement>('Stock (calculé)').value).toBe('12')
  })

  it('says the plan’s own image limit, links to a bigger plan, and offers no extra pictures', async () => {
    serveShop(subscription('Gratuit', 1))
    renderForm()
    expect(await screen.findByText(/1 image avec l'offre Gratuit/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Passer à une offre supérieure' })).toHaveAttribute(
      'href',
      '/user/settings/settings',
    )
    expect(screen.queryByText('Images supplémentaires')).toBeNull()
    expect(screen.queryByText(/Jusqu’à 8 images/)).toBeNull()
  })

  it('offers as many extra pictures as a bigger plan allows, the main one counted', async () => {
    serveShop(subscription('Pro', 4))
    renderForm()
    expect(await screen.findByText(/4 images avec l'offre Pro/)).toBeInTheDocument()
    expect(screen.getByText('Images supplémentaires')).toBeInTheDocument()
    expect(screen.getByText(/Jusqu’à 3 images/)).toBeInTheDocument()
  })
})

/** A GIF is sent as it is (never compressed): the test waits on the network alone. */
const gif = () =>
  new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0])], 'a.gif', {
    type: 'image/gif',
  })

async function pickSlowly() {
  const user = userEvent.setup()
  serveShop(subscription('Gratuit', 1))
  SlowUpload.sent = []
  vi.stubGlobal('XMLHttpRequest', SlowUpload)
  renderForm()
  await user.upload(screen.getByLabelText('Image', { exact: true }), gif())
  await vi.waitFor(() => expect(SlowUpload.last).toBeDefined())
  return { user, xhr: SlowUpload.last! }
}

describe('ProductForm while a picture is on its way', () => {
  it('holds "Enregistrer le produit" until the picture is sent, so no save goes without it', async () => {
    const { xhr } = await pickSlowly()
    expect(xhr.url).toBe('/api/media')
    const waiting = await screen.findByRole('button', { name: 'Envoi de l’image…' })
    expect(waiting).toBeDisabled()
    xhr.answer(201, { id: 'med_1', url: '/media/s/sto_1/med_1.gif' })
    expect(await screen.findByRole('button', { name: 'Enregistrer le produit' })).toBeEnabled()
  })

  it('shows how much of the picture has gone, as a bar and a percentage (issue 27)', async () => {
    const { xhr } = await pickSlowly()
    act(() => xhr.progress(40, 100))
    const bar = await screen.findByRole('progressbar', { name: "Envoi de l'image" })
    expect(bar).toHaveAttribute('value', '0.4')
    expect(screen.getByText('40 %')).toBeInTheDocument()
  })

  it('"Annuler" stops the upload, says so, and gives "Enregistrer le produit" back', async () => {
    const { user } = await pickSlowly()
    await user.click(await screen.findByRole('button', { name: 'Annuler' }))
    expect(await screen.findByText(/Envoi annulé/)).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Enregistrer le produit' })).toBeEnabled()
    expect(screen.queryByRole('progressbar')).toBeNull()
  })
})

describe('ProductNewPage', () => {
  it('says the catalogue is full before the form is filled in, with a link to a bigger plan', async () => {
    const sub = subscription('Gratuit', 1, 10)
    serveShop(sub)
    renderUserPage(<ProductNewPage />)
    expect(
      await screen.findByText(
        /Votre offre Gratuit permet 10 produits : votre catalogue est complet/,
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Passer à une offre supérieure' })).toHaveAttribute(
      'href',
      '/user/settings/settings',
    )
    expect(screen.queryByLabelText('Nom du produit')).toBeNull()
  })
})
