import { Store as StoreIcon } from 'lucide-react'
import { EmptyState } from '#dashboard/components/states.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { fr } from '#dashboard/lib/fr.ts'

const t = fr.dashboard

/** The board of a merchant who has no shop yet: one action, open it. */
export function NoShop({ onSetup }: { onSetup: () => void }) {
  return (
    <EmptyState
      action={
        <Button onClick={onSetup}>
          <StoreIcon aria-hidden="true" />
          {t.setupShop}
        </Button>
      }
    >
      {t.noShop}
    </EmptyState>
  )
}
