import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter, Outlet, Route, Routes } from 'react-router'

/**
 * A fresh QueryClient for every render (docs/conventions.md, "Tests"): no cache shared between tests, and
 * no retry, so a failing query fails at once instead of after the app's back-off.
 */
export function renderWithQueryClient(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return {
    client,
    ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>),
  }
}

/**
 * A merchant page as the user shell holds it: inside a router, under an outlet that gives the
 * pages the shell's context (`StoreRequired` reads `openStoreSetup` from it), at `url` matched
 * by `path`.
 */
export function renderUserPage(page: ReactElement, { url = '/', path = '*' } = {}) {
  return renderWithQueryClient(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route element={<Outlet context={{ openStoreSetup: () => {} }} />}>
          <Route path={path} element={page} />
        </Route>
      </Routes>
    </MemoryRouter>,
  )
}
