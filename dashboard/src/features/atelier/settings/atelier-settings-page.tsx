import { ComingSoon } from '#dashboard/components/coming-soon.tsx'

export function AtelierSettingsPage() {
  return <ComingSoon title="L'Atelier" />
}
