import { classic } from './classic'
import { elegance } from './elegance'
import { marche } from './marche'
import type { Theme } from './types'

export const THEMES = { classic, elegance, marche } satisfies Record<string, Theme>
export type ThemeName = keyof typeof THEMES
const DEFAULT_THEME: ThemeName = 'classic'

export function themeFor(name: string | null | undefined): Theme {
  return THEMES[(name ?? DEFAULT_THEME) as ThemeName] ?? THEMES[DEFAULT_THEME]
}
