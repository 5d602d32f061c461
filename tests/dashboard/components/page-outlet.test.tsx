import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, Link, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { PageOutlet } from '#dashboard/components/page-outlet.tsx'

describe('a tap on a page not yet visited (issue 27)', () => {
  it('shows the page’s outline at once, then the page once its code arrives', async () => {
    let arrive: (page: { Component: () => React.ReactNode }) => void = () => {}
    const router = createMemoryRouter(
      [
        {
          path: '/user',
          element: (
            <main>
              <Link to="/user/customers">Clients</Link>
              <PageOutlet />
            </main>
          ),
          children: [
            { path: 'dashboard', element: <h1>Tableau de Board</h1> },
            { path: 'customers', lazy: () => new Promise((resolve) => (arrive = resolve)) },
          ],
        },
      ],
      { initialEntries: ['/user/dashboard'] },
    )
    render(<RouterProvider router={router} />)
    expect(screen.getByRole('heading', { name: 'Tableau de Board' })).toBeInTheDocument()
    act(() => screen.getByRole('link', { name: 'Clients' }).click())
    // Still on the board's address, but no longer showing a board that looks frozen.
    expect(await screen.findByRole('status', { name: 'Chargement…' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Tableau de Board' })).toBeNull()
    await act(async () => arrive({ Component: () => <h1>Clients</h1> }))
    expect(await screen.findByRole('heading', { name: 'Clients' })).toBeInTheDocument()
    expect(screen.queryByRole('status')).toBeNull()
  })
})
