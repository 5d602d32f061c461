import { MailWarning } from 'lucide-react'
import { useState } from 'react'
import { useMe } from '#dashboard/app/session/queries.ts'
import { Button } from '#dashboard/components/ui/button.tsx'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { authFr } from './fr.ts'
import { useResendVerification } from './queries.ts'

/** A discreet reminder in /user until the e-mail or WhatsApp number is confirmed. */
export function VerifyBanner() {
  const me = useMe()
  const resend = useResendVerification()
  const [hidden, setHidden] = useState(false)
  if (!me || me.verified || hidden) return null

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(errorMessage(error)),
    })

  return (
    <section
      aria-label={authFr.bannerLabel}
      className="mb-4 flex flex-col gap-2 rounded-lg border border-amber-300/60 bg-amber-50 px-3 py-2 text-sm text-amber-950 sm:flex-row sm:items-center dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-100"
    >
      <p className="flex flex-1 items-start gap-2">
        <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {authFr.bannerText(!me.email)}
      </p>
      <div className="flex gap-1 self-end sm:self-auto">
        <Button size="sm" variant="outline" disabled={resend.isPending} onClick={onResend}>
          {authFr.bannerResend}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setHidden(true)}>
          {authFr.bannerDismiss}
        </Button>
      </div>
    </section>
  )
}
