import type { LucideIcon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '#dashboard/components/ui/button.tsx'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import type { PaymentAccount } from '#worker/schemas/payments.ts'
import { frPayments as t } from './fr.ts'
import { useTestAccount } from './queries.ts'

type Outcome = { ok: boolean; message: string } | null

/**
 * "Tester la connexion": the server calls the provider with the STORED keys, so the button
 * waits until the keys are saved (and the card has no unsaved change).
 */
export function ConnectionTest({
  account,
  icon: Icon,
  dirty,
}: {
  account: PaymentAccount
  icon: LucideIcon
  dirty: boolean
}) {
  const test = useTestAccount()
  const [outcome, setOutcome] = useState<Outcome>(null)
  const run = async () => {
    setOutcome(null)
    try {
      const result = await test.mutateAsync(account.provider)
      setOutcome({ ok: true, message: result.message })
    } catch (error) {
      setOutcome({ ok: false, message: errorMessage(error) })
    }
  }
  const blocked = !account.configured || dirty
  return (
    <div className="mt-4 grid gap-2">
      <div>
        <Button
          type="button"
          variant="secondary"
          disabled={blocked || test.isPending}
          onClick={() => void run()}
        >
          <Icon aria-hidden="true" />
          {test.isPending ? t.testing : t.test}
        </Button>
      </div>
      {blocked && <p className="text-xs text-muted-foreground">{t.testNeedsSave}</p>}
      <p
        role="status"
        className={
          outcome?.ok
            ? 'text-sm text-emerald-700 dark:text-emerald-400'
            : 'text-sm text-destructive'
        }
      >
        {outcome?.message}
      </p>
    </div>
  )
}
