import { Monitor, Moon, Sun } from 'lucide-react'
import { fr } from '#dashboard/lib/fr.ts'
import { setTheme, type ThemePreference, useTheme } from '#dashboard/lib/theme.ts'
import { Button } from './ui/button.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from './ui/dropdown-menu.tsx'

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const

export function ThemeToggle() {
  const theme = useTheme()
  const Icon = ICONS[theme]
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={fr.theme.label}>
          <Icon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{fr.theme.label}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={theme} onValueChange={(v) => setTheme(v as ThemePreference)}>
          {(['light', 'dark', 'system'] as const).map((value) => (
            <DropdownMenuRadioItem key={value} value={value}>
              {fr.theme[value]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
