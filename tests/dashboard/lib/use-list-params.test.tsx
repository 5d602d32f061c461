import { act, renderHook } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { useListParams } from '#dashboard/components/use-list-params.ts'

/** The hook inside a real router at `url`, and the query string it leads to. */
function renderAt(url: string) {
  const hook = renderHook(
    () => ({
      list: useListParams(['status', 'q'] as const, { pageSize: 20 }),
      location: useLocation(),
    }),
    { wrapper: ({ children }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter> },
  )
  return { hook, search: () => hook.result.current.location.search }
}

describe('useListParams', () => {
  it('reads the filters in force and the page from the URL', () => {
    const { hook } = renderAt('/user/orders?status=new&q=&page=3')
    expect(hook.result.current.list.values).toEqual({ status: 'new', q: '' })
    expect(hook.result.current.list.filters).toEqual({ status: 'new' })
    expect(hook.result.current.list.page).toBe(3)
  })

  it('reads a missing or nonsensical page as page 1', () => {
    expect(renderAt('/user/orders?page=abc').hook.result.current.list.page).toBe(1)
    expect(renderAt('/user/orders?page=-4').hook.result.current.list.page).toBe(1)
  })

  it('goes back to page 1 when a filter changes, and drops an emptied filter', () => {
    const { hook, search } = renderAt('/user/orders?status=new&q=awa&page=3')
    act(() => hook.result.current.list.set({ q: '' }))
    expect(search()).toBe('?status=new')
  })

  it('keeps page 1 out of the URL', () => {
    const { hook, search } = renderAt('/user/orders?status=new&page=2')
    act(() => hook.result.current.list.pager.onPage(1))
    expect(search()).toBe('?status=new')
    act(() => hook.result.current.list.pager.onPage(4))
    expect(search()).toBe('?status=new&page=4')
  })
})
