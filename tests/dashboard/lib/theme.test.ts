import { beforeEach, describe, expect, it, vi } from 'vitest'
import { applyTheme, getTheme, setTheme } from '#dashboard/lib/theme.ts'

describe('theme', () => {
  let systemDark = false
  beforeEach(() => {
    localStorage.clear()
    systemDark = false
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('dark') && systemDark,
      addEventListener: () => {},
      removeEventListener: () => {},
    }))
  })

  it('follows the system until a choice is saved', () => {
    expect(getTheme()).toBe('system')
    systemDark = true
    applyTheme()
    expect(document.documentElement).toHaveClass('dark')
    expect(document.documentElement.style.colorScheme).toBe('dark')
  })

  it('keeps a chosen light theme on a dark system, across page loads', () => {
    systemDark = true
    setTheme('light')
    expect(getTheme()).toBe('light')
    expect(document.documentElement).not.toHaveClass('dark')
    expect(localStorage.getItem('theme')).toBe('light')
  })

  it('ignores a stored value it does not know', () => {
    localStorage.setItem('theme', 'sepia')
    expect(getTheme()).toBe('system')
  })
})
