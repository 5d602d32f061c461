// biome-ignore lint/style/noRestrictedImports: the app's one Toaster, loaded with the first toast.
import { Toaster } from 'sonner'
import { useTheme } from '#dashboard/lib/theme.ts'

/**
 * Toasts at the bottom (full width on a phone, bottom-right on a wide screen): at the top they
 * covered the header's bell and "Déconnexion" for as long as they stayed.
 */
export default function SonnerToaster() {
  const theme = useTheme()
  return <Toaster position="bottom-right" duration={3000} theme={theme} richColors closeButton />
}
