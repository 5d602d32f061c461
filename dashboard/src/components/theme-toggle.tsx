import { Monitor, Moon, Sun } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { fr } from '#dashboard/lib/fr.ts'
import { useTheme } from '#dashboard/lib/theme.ts'
import { Button } from './ui/button.tsx'

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const

const loadMenu = () => import('./theme-menu.tsx')
// The menu (Radix's dropdown and its positioning) weighs more than the sign-in form: it comes
// with the first click, not with every first page (ADR 026).
const ThemeMenu = lazy(async () => ({ default: (await loadMenu()).ThemeMenu }))

export function ThemeToggle() {
  const theme = useTheme()
  const [opened, setOpened] = useState(false)
  const Icon = ICONS[theme]
  const button = (
    <Button
      variant="ghost"
      size="icon"
      aria-label={fr.theme.label}
      onPointerEnter={() => void loadMenu()}
      onClick={opened ? undefined : () => setOpened(true)}
    >
      <Icon aria-hidden="true" />
    </Button>
  )
  if (!opened) return button
  return (
    <Suspense fallback={button}>
      <ThemeMenu theme={theme}>{button}</ThemeMenu>
    </Suspense>
  )
}
