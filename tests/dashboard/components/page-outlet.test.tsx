import { act, render, screen, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
import { createMemoryRouter, Link, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { PageOutlet } from '#dashboard/components/page-outlet.tsx'
import { SidebarNav } from '#dashboard/components/sidebar-nav.tsx'

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

  it('from the menu, draws the outline before the router starts, and keeps the old page mounted', async () => {
    let arrive: (page: { Component: () => React.ReactNode }) => void = () => {}
    let boardUnmounted = false
    function Board() {
      useEffect(
        () => () => {
          boardUnmounted = true
        },
        [],
      )
      return <h1>Tableau de Board</h1>
    }
    const router = createMemoryRouter(
      [
        {
          path: '/user',
          element: (
            <main>
              <SidebarNav label="Menu" items={[{ label: 'Clients', to: '/user/customers' }]} />
              <PageOutlet />
            </main>
          ),
          children: [
            { path: 'dashboard', element: <Board /> },
            { path: 'customers', lazy: () => new Promise((resolve) => (arrive = resolve)) },
          ],
        },
      ],
      { initialEntries: ['/user/dashboard'] },
    )
    render(<RouterProvider router={router} />)
    act(() => screen.getByRole('link', { name: 'Clients' }).click())
    // In the same task as the tap: the outline, while the router has not moved yet.
    expect(screen.getByRole('status', { name: 'Chargement…' })).toBeInTheDocument()
    expect(router.state.navigation.state).toBe('idle')
    expect(screen.queryByRole('heading', { name: 'Tableau de Board' })).toBeNull()
    expect(boardUnmounted).toBe(false)
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'))
    await act(async () => arrive({ Component: () => <h1>Clients</h1> }))
    expect(await screen.findByRole('heading', { name: 'Clients' })).toBeInTheDocument()
    expect(screen.queryByRole('status')).toBeNull()
    expect(router.state.location.pathname).toBe('/user/customers')
  })
})
