import { useSyncExternalStore } from 'react'

/**
 * Whether a CSS media query matches, live. Lists render either their phone cards or their
 * table (never both hidden by CSS), so every text exists once in the page.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
  )
}

/** Tailwind's `sm` breakpoint: from here a table fits; below it, cards. */
export const useWideScreen = () => useMediaQuery('(min-width: 640px)')

/** Tailwind's `lg` breakpoint: from here the menu is a sidebar; below it, a drawer. */
export const useLargeScreen = () => useMediaQuery('(min-width: 64rem)')
