import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { ProductDetailPage } from '#dashboard/features/products/product-detail-page.tsx'
import { ProductTable } from '#dashboard/features/products/product-table.tsx'
import type { Product } from '#worker/schemas/products.ts'
import { renderUserPage } from '../render.tsx'

const product = (over: Partial<Product>): Product => ({
  id: 'prd_1',
  name: 'Robe wax',
  description: '',
  categoryId: null,
  categoryName: null,
  price: 12000,
  discountPrice: null,
  discountEndsAt: null,
  currentPrice: 12000,
  stock: 7,
  sizes: [],
  colors: [],
  imageId: null,
  imageUrl: null,
  status: 'active',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...over,
})

/**
 * Issue 27: "Stock (croissant)" sorts by a column a phone hides (below `sm`), so each row also
 * says its stock under the price, in a line only a phone shows.
 */
describe('the products list on a phone', () => {
  it('shows each product’s stock in its row, where the stock column is hidden', () => {
    render(
      <MemoryRouter>
        <ProductTable
          items={[product({}), product({ id: 'prd_2', name: 'Sac raphia', stock: 0 })]}
          currency="XOF"
        />
      </MemoryRouter>,
    )
    const rows = screen.getAllByRole('row').slice(1)
    const phoneLine = (row: HTMLElement, text: string) =>
      within(row)
        .getAllByText(text)
        .find((el) => el.closest('.sm\\:hidden'))
    expect(phoneLine(rows[0]!, 'Stock : 7')).toBeDefined()
    expect(phoneLine(rows[1]!, 'Rupture')).toBeDefined()
    // The column itself is the wider screens' (hidden below `sm`).
    const header = screen.getByRole('columnheader', { name: 'Stock' })
    expect(header.className).toMatch(/\bhidden\b.*\bsm:table-cell\b/)
  })
})

describe('the product’s page after the Boutiko team unpublished it', () => {
  it('says it was taken off the window, and why', async () => {
    const moderated = product({ status: 'unpublished', moderationReason: 'Marque déposée' })
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://b.test')
      const body =
        url.pathname === '/api/products/prd_1'
          ? { ...moderated, variants: [], images: [] }
          : url.pathname.startsWith('/api/stores/')
            ? { data: { id: 'sto_1', name: 'Chez Awa', currency: 'XOF' } }
            : { id: 'usr_1', role: 'merchant' }
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
    })
    renderUserPage(<ProductDetailPage />, {
      url: '/user/products/prd_1',
      path: '/user/products/:productId',
    })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Retiré de votre vitrine par l’équipe Boutiko')
    expect(alert).toHaveTextContent('Motif : Marque déposée')
  })
})
