import { useSyncExternalStore } from 'react'

export type ThemePreference = 'light' | 'dark' | 'system'
const KEY = 'theme'
const media = () => window.matchMedia('(prefers-color-scheme: dark)')
const listeners = new Set<() => void>()

export function getTheme(): ThemePreference {
  try {
    const saved = localStorage.getItem(KEY)
    return saved === 'light' || saved === 'dark' ? saved : 'system'
  } catch {
    return 'system'
  }
}

export function applyTheme(preference = getTheme()) {
  const dark = preference === 'dark' || (preference === 'system' && media().matches)
  document.documentElement.classList.toggle('dark', dark)
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light'
}

export function setTheme(preference: ThemePreference) {
  try {
    localStorage.setItem(KEY, preference)
  } catch {
    // Private mode may refuse storage: the choice then lasts for this page only.
  }
  applyTheme(preference)
  for (const listener of listeners) listener()
}

/** Follows the system setting live while the preference is 'system'. */
export function watchSystemTheme(): () => void {
  const onChange = () => getTheme() === 'system' && applyTheme('system')
  const query = media()
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

export function useTheme(): ThemePreference {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getTheme,
    () => 'system',
  )
}
