import { fr } from '#dashboard/lib/fr.ts'
import { setTheme, type ThemePreference } from '#dashboard/lib/theme.ts'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from './ui/dropdown-menu.tsx'

/** The theme's menu, loaded on the first click of its button (see theme-toggle.tsx). */
export function ThemeMenu({
  theme,
  children,
}: {
  theme: ThemePreference
  children: React.ReactElement
}) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{children}</DropdownMenuTrigger>
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
