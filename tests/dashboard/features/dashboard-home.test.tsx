import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { Board } from '#dashboard/features/dashboard/board.tsx'
import { NextSteps, type ShopFacts } from '#dashboard/features/dashboard/next-steps.tsx'
import { ShopLink } from '#dashboard/features/dashboard/shop-link.tsx'
import { ShopSummary } from '#dashboard/features/dashboard/shop-summary.tsx'
import { LowStock } from '#dashboard/features/dashboard/stats-lists.tsx'
import { ExportOrdersButton } from '#dashboard/features/orders/export-button.tsx'
import { awaCouture, stats } from '../fixtures.ts'
import { renderWithQueryClient } from '../render.tsx'

const store = awaCouture()

const inRouter = (ui: React.ReactElement, url = '/user/dashboard') =>
  renderWithQueryClient(<MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>)

const fresh: ShopFacts = {
  hasLogo: false,
  productCount: 0,
  personalized: false,
  linkShared: false,
}

describe('NextSteps', () => {
  it('gives a new shop its four next steps, each a link to where it is done', () => {
    inRouter(<NextSteps facts={fresh} />)
    expect(screen.getByText('0 sur 4 faites')).toBeInTheDocument()
    const steps = screen.getAllByRole('listitem')
    expect(steps.map((s) => s.textContent)).toEqual([
      'Ajouter le logo de la boutique',
      'Ajouter votre premier produit',
      'Personnaliser la page d’accueil',
      'Partager le lien de la boutiqueCopiez-le, envoyez-le sur WhatsApp ou imprimez son QR code ci-dessus.',
    ])
    expect(screen.getByRole('link', { name: 'Ajouter votre premier produit' })).toHaveAttribute(
      'href',
      '/user/products/new',
    )
  })

  it('ticks each step once done', () => {
    inRouter(<NextSteps facts={{ ...fresh, hasLogo: true, productCount: 3 }} />)
    expect(screen.getByText('2 sur 4 faites')).toBeInTheDocument()
    const [logo, product, personalization] = screen.getAllByRole('listitem')
    expect(logo).toHaveTextContent('Fait')
    expect(product).toHaveTextContent('Fait')
    expect(personalization).not.toHaveTextContent('Fait')
    expect(screen.queryByRole('link', { name: 'Ajouter le logo de la boutique' })).toBeNull()
  })

  it('is gone once every step is done', () => {
    const done = { hasLogo: true, productCount: 1, personalized: true, linkShared: true }
    inRouter(<NextSteps facts={done} />)
    expect(screen.queryByText('Vos prochaines étapes')).toBeNull()
  })
})

describe('LowStock', () => {
  it('does not say "Tout va bien !" for a shop without products', () => {
    inRouter(<LowStock items={[]} noProduct />)
    expect(screen.queryByText(/Tout va bien/)).toBeNull()
    expect(screen.getByText(/Ajoutez vos produits/)).toBeInTheDocument()
  })
})

describe('ShopLink', () => {
  it('shows the whole address when the API gives the shop’s path', () => {
    inRouter(<ShopLink store={{ ...store, url: '/awa-couture/home' }} onShared={() => {}} />)
    expect(
      screen.getByText(`${window.location.origin}/awa-couture/home`, { exact: true }),
    ).toBeInTheDocument()
  })

  it('hands out the shop’s own domain once it is verified', async () => {
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    inRouter(<ShopLink store={store} customDomain="boutique-awa.bf" onShared={() => {}} />)
    expect(screen.getByText('https://boutique-awa.bf/')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Copier le lien' }))
    expect(writeText).toHaveBeenCalledWith('https://boutique-awa.bf/')
  })

  it('shows the full address, copies it and counts it as shared', async () => {
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    const onShared = vi.fn()
    inRouter(<ShopLink store={store} onShared={onShared} />)
    expect(screen.getByText('https://awa-couture.boutiko.test/')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Copier le lien' }))
    expect(writeText).toHaveBeenCalledWith('https://awa-couture.boutiko.test/')
    expect(await navigator.clipboard.readText()).toBe('https://awa-couture.boutiko.test/')
    expect(onShared).toHaveBeenCalled()
  })

  it('shares the address on WhatsApp with a message', () => {
    inRouter(<ShopLink store={store} onShared={() => {}} />)
    const link = screen.getByRole('link', { name: 'Partager sur WhatsApp' })
    const href = new URL(link.getAttribute('href') ?? '')
    expect(href.origin + href.pathname).toBe('https://wa.me/')
    expect(href.searchParams.get('text')).toBe(
      'Découvrez ma boutique Awa Couture en ligne : https://awa-couture.boutiko.test/',
    )
  })

  it('opens a QR code of the address, loaded on demand, with a print button', async () => {
    const user = userEvent.setup()
    inRouter(<ShopLink store={store} onShared={() => {}} />)
    await user.click(screen.getByRole('button', { name: 'QR code' }))
    const dialog = await screen.findByRole('dialog')
    const qr = await within(dialog).findByRole('img', {
      name: 'QR code menant à https://awa-couture.boutiko.test/',
    })
    // Version 2 (25 modules) or more, plus the quiet zone: a real code, not an empty square.
    expect(Number(qr.getAttribute('viewBox')?.split(' ')[2])).toBeGreaterThanOrEqual(25 + 8)
    expect(qr.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(1000)
    expect(within(dialog).getByRole('button', { name: 'Imprimer' })).toBeInTheDocument()
  })
})

describe('the QR code as an image', () => {
  it('is not counted as shared when opened, only once downloaded as a PNG for a status', async () => {
    const user = userEvent.setup()
    const onShared = vi.fn()
    const drawn: number[][] = []
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      fillRect: (...r: number[]) => drawn.push(r),
    } as unknown as CanvasRenderingContext2D)
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,x')
    const saved: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this)
    })
    inRouter(<ShopLink store={store} onShared={onShared} />)
    await user.click(screen.getByRole('button', { name: 'QR code' }))
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByRole('img')
    expect(onShared).not.toHaveBeenCalled()

    await user.click(within(dialog).getByRole('button', { name: 'Télécharger (PNG)' }))
    expect(saved.map((a) => [a.download, a.href])).toEqual([
      ['qr-awa-couture.png', 'data:image/png;base64,x'],
    ])
    // The white square, then one square per dark module.
    expect(drawn.length).toBeGreaterThan(100)
    expect(onShared).toHaveBeenCalledOnce()
  })
})

describe('ExportOrdersButton', () => {
  it('sends the list’s search and filters from the page’s URL', async () => {
    const user = userEvent.setup()
    const asked: URL[] = []
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const req = input instanceof Request ? input : new Request(new URL(String(input), 'http://x'))
      asked.push(new URL(req.url, 'http://x'))
      return new Response('\uFEFF"Numéro"\r\n', { headers: { 'content-type': 'text/csv' } })
    })
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL() {} }),
    )
    inRouter(
      <ExportOrdersButton />,
      '/user/orders?q=awa&status=confirmed&paymentStatus=paid&page=2',
    )
    await user.click(screen.getByRole('button', { name: 'Exporter (CSV)' }))
    await waitFor(() => expect(asked).toHaveLength(1))
    expect(asked[0]?.pathname).toBe('/api/orders/export')
    expect(Object.fromEntries(asked[0]?.searchParams ?? [])).toEqual({
      q: 'awa',
      status: 'confirmed',
      paymentStatus: 'paid',
    })
  })
})

describe('ShopSummary', () => {
  it('lists only the contacts the shop has: no empty line for a shop without e-mail', () => {
    // A merchant who signed up by WhatsApp may leave the shop's e-mail empty (ADR 024).
    inRouter(<ShopSummary store={{ ...store, email: '' }} />)
    const lines = screen.getAllByRole('listitem').map((li) => li.textContent)
    expect(lines).toEqual(['+226 76 12 34 58'])
  })
})

describe('Board', () => {
  /** The API at the fetch boundary: a shop with a logo, products and a personalized home. */
  const serve = (pending: number) =>
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://b.test')
      const body = url.pathname.startsWith('/api/stats')
        ? stats(pending)
        : url.pathname === '/api/products'
          ? { items: [], total: 12, page: 1, pageSize: 1 }
          : url.pathname === '/api/store/personalization'
            ? { hero: { title: 'Le wax de Ouaga' } }
            : { allowed: false, planName: 'Gratuit', domain: null, cnameTarget: null }
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
    })
  const shop = { ...store, id: `sto_${Math.random()}`, logoUrl: '/media/s/sto_1/logo.png' }

  it('counts the link as shared once the shop has orders, from any device', async () => {
    serve(2)
    inRouter(<Board store={shop} />)
    // "Stock faible" speaks once the shop's facts are known: the steps are decided by then.
    await screen.findByText('Aucun produit en stock faible. Tout va bien !')
    expect(screen.getByText('L’adresse de votre boutique')).toBeInTheDocument()
    expect(screen.queryByText('Vos prochaines étapes')).not.toBeInTheDocument()
  })

  it('says under the sales figures, in one line, what a sale is (the same as the CSV)', async () => {
    serve(2)
    inRouter(<Board store={{ ...shop, id: `sto_${Math.random()}` }} />)
    const sales = await screen.findByText("Ventes aujourd'hui")
    const definition = screen.getByText(
      'Ventes : commandes confirmées par vous ou déjà payées (en ligne ou en espèces), hors annulées.',
    )
    expect(
      sales.compareDocumentPosition(definition) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
  })

  it('appears whole, the next steps above the cards from the first frame (no layout shift)', async () => {
    serve(0)
    inRouter(<Board store={{ ...shop, id: `sto_${Math.random()}` }} />)
    // Nothing of the board shows before every fact is known; then the steps come first.
    expect(screen.queryByText("Ventes aujourd'hui")).not.toBeInTheDocument()
    const steps = await screen.findByText('Vos prochaines étapes')
    const sales = screen.getByText("Ventes aujourd'hui")
    expect(steps.compareDocumentPosition(sales) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})
