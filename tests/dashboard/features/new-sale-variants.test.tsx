import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SaleForm } from '#dashboard/features/orders/new-sale-page.tsx'
import type { Product } from '#worker/schemas/products.ts'
import { json, stubFetch } from '../api-stub.ts'
import { renderWithQueryClient } from '../render.tsx'

const product = (overrides: Partial<Product> = {}): Product => ({
  id: 'prd_chemise',
  name: 'Chemise',
  description: '',
  categoryId: null,
  categoryName: null,
  price: 12_000,
  discountPrice: null,
  discountEndsAt: null,
  currentPrice: 12_000,
  stock: 4,
  sizes: ['M', 'L'],
  colors: ['Bleu', 'Rouge'],
  imageId: null,
  imageUrl: null,
  status: 'active',
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  ...overrides,
})

const SHIRT_VARIANTS = [
  { id: 'var_mb', size: 'M', color: 'Bleu', stock: 0 },
  { id: 'var_lb', size: 'L', color: 'Bleu', stock: 3 },
  { id: 'var_lr', size: 'L', color: 'Rouge', stock: 1 },
]

// jsdom has no layout, hence no ResizeObserver: Radix's checkbox ("Payée") measures with it.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
})

/** The shop's products (list without variants, detail with them); records the sale sent. */
function stubApi(listed: Product, detail: Product) {
  const sent: unknown[] = []
  stubFetch(async (req, path) => {
    if (req.method === 'GET' && path === '/api/products')
      return json({ items: [listed], page: 1, pageSize: 8, total: 1 })
    if (req.method === 'GET' && path === `/api/products/${detail.id}`) return json(detail)
    if (req.method === 'POST' && path === '/api/orders/manual') {
      sent.push(await req.json())
      return json({ id: 'ord_1', number: 'CMD-1' }, 201)
    }
  })
  return sent
}

/** A data router, as the app's: the form's actions watch its navigation. */
const renderSale = () => {
  const router = createMemoryRouter(
    [
      { path: '/user/orders/new', element: <SaleForm currency="XOF" /> },
      { path: '/user/orders/:id', element: <p>Commande</p> },
    ],
    { initialEntries: ['/user/orders/new'] },
  )
  return renderWithQueryClient(<RouterProvider router={router} />)
}

describe('Nouvelle vente: a product sold by size and colour', () => {
  it('offers one choice among the combinations that exist, with their stock, the sold-out one disabled', async () => {
    stubApi(product(), product({ variants: SHIRT_VARIANTS }))
    renderSale()
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter Chemise' }))
    const select = await screen.findByRole('combobox', { name: 'Taille et couleur' })
    await waitFor(() => expect(select).toBeEnabled())
    const options = within(select).getAllByRole('option') as HTMLOptionElement[]
    expect(options.map((o) => [o.textContent, o.disabled])).toEqual([
      ['Choisir…', false],
      ['M / Bleu — épuisé', true],
      ['L / Bleu — 3 en stock', false],
      ['L / Rouge — 1 en stock', false],
    ])
    // No separate size and colour selects that could form a missing combination.
    expect(screen.queryByRole('combobox', { name: 'Taille' })).toBeNull()
    expect(screen.queryByRole('combobox', { name: 'Couleur' })).toBeNull()
  })

  it('records the combination chosen as its size and colour', async () => {
    const sent = stubApi(product(), product({ variants: SHIRT_VARIANTS }))
    renderSale()
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter Chemise' }))
    const select = await screen.findByRole('combobox', { name: 'Taille et couleur' })
    await waitFor(() => expect(select).toBeEnabled())
    await userEvent.selectOptions(select, 'L / Rouge — 1 en stock')
    expect((select as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      'L / Rouge — 1 en stock',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer la vente' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({
      items: [{ productId: 'prd_chemise', quantity: 1, size: 'L', color: 'Rouge' }],
    })
  })

  it('keeps separate size and colour selects for a product without variants', async () => {
    const plain = product({ colors: [] })
    stubApi(plain, { ...plain, variants: [] })
    renderSale()
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter Chemise' }))
    const size = await screen.findByRole('combobox', { name: 'Taille' })
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choisir…', 'M', 'L'])
    expect(screen.queryByRole('combobox', { name: 'Taille et couleur' })).toBeNull()
  })
})
