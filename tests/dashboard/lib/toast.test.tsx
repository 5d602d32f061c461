import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

/*
 * lib/toast.ts keeps sonner out of the first load (issue 15): nothing is mounted until a toast
 * is asked for, and the calls made while sonner loads are shown, in order, not lost. Each test
 * imports fresh modules: whether sonner was loaded is module state.
 */
async function freshApp() {
  vi.resetModules()
  const { AppToaster } = await import('#dashboard/components/app-toaster.tsx')
  const { toast } = await import('#dashboard/lib/toast.ts')
  const { container } = render(<AppToaster />)
  return { toast, container }
}

// The first toast of a test loads sonner through Vite's transform: slower than in a browser.
const LOADED = { timeout: 5000 }

const toaster = () => document.querySelector('[data-sonner-toaster]')

describe('toast', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }))
  })

  it('mounts no toaster until the first toast', async () => {
    const { container } = await freshApp()
    expect(toaster()).toBeNull()
    expect(container).toBeEmptyDOMElement()
  })

  it('shows every toast asked for while sonner loads, in the order asked', async () => {
    const { toast } = await freshApp()
    toast.success('Produit enregistré')
    toast.error('Ce lien est déjà pris')
    toast.info('Lien copié')
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3), LOADED)
    // Sonner lists the newest first.
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Lien copié'),
      expect.stringContaining('Ce lien est déjà pris'),
      expect.stringContaining('Produit enregistré'),
    ])
  })

  it("keeps the app's placement, richness and close button", async () => {
    const { toast } = await freshApp()
    toast.error('Ce lien est déjà pris')
    const item = (await screen.findByText('Ce lien est déjà pris', {}, LOADED)).closest('li')
    expect(item).toHaveAttribute('data-type', 'error')
    expect(item).toHaveAttribute('data-rich-colors', 'true')
    expect(item?.querySelector('[data-close-button]')).not.toBeNull()
    expect(toaster()).toHaveAttribute('data-y-position', 'bottom')
    expect(toaster()).toHaveAttribute('data-x-position', 'right')
  })

  it('leaves the app standing when the toaster cannot be downloaded', async () => {
    vi.resetModules()
    vi.doMock('#dashboard/components/sonner-toaster.tsx', () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    try {
      const { AppToaster } = await import('#dashboard/components/app-toaster.tsx')
      const { toast } = await import('#dashboard/lib/toast.ts')
      render(
        <main>
          <h1>Tableau de Board</h1>
          <AppToaster />
        </main>,
      )
      toast.error('Ce lien est déjà pris')
      await vi.waitFor(() => expect(toaster()).toBeNull())
      await new Promise((done) => setTimeout(done, 100))
      expect(screen.getByRole('heading', { name: 'Tableau de Board' })).toBeInTheDocument()
    } finally {
      vi.doUnmock('#dashboard/components/sonner-toaster.tsx')
    }
  })

  it('sends toasts straight on once sonner is loaded', async () => {
    const { toast } = await freshApp()
    toast.success('Un')
    await screen.findByText('Un', {}, LOADED)
    toast.success('Deux')
    expect(await screen.findByText('Deux')).toBeInTheDocument()
  })
})
