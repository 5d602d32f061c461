import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react'
import { AuthCard } from '#dashboard/components/auth-layout.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { Link, useParams } from './auth-router.tsx'
import { authFr } from './fr.ts'
import { useVerify } from './requests.ts'

/** /auth/verify/{token}: the link of the verification message, spent on arrival. */
export function VerifyPage() {
  const token = useParams().token ?? ''
  // The dashboard, opened next by a page load, reads the account (and its banner) afresh.
  const verify = useVerify(token)

  if (verify.isPending)
    return (
      <AuthCard title={authFr.verifyTitle}>
        <p role="status" className="flex items-center justify-center gap-2 text-sm">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          {authFr.verifying}
        </p>
      </AuthCard>
    )

  const ok = verify.isSuccess
  // The link opened again once the account is confirmed: say so and lead on (issue 15).
  const already = ok && verify.data.alreadyVerified === true
  const Icon = ok ? CircleCheck : CircleAlert
  return (
    <AuthCard title={authFr.verifyTitle}>
      <div className="flex flex-col items-center gap-4 text-center">
        <span
          className={
            ok
              ? 'flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary'
              : 'flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive'
          }
        >
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <div className="space-y-1">
          <h2 className="text-lg font-semibold" role={ok ? 'status' : 'alert'}>
            {ok ? verify.data.message : errorMessage(verify.error)}
          </h2>
          <p className="text-sm text-muted-foreground">
            {already
              ? authFr.alreadyVerifiedText
              : ok
                ? authFr.verifiedText
                : authFr.verifyFailedText}
          </p>
        </div>
        {/* The sign-in page sends a person already signed in straight to their dashboard. */}
        <Button asChild variant={ok ? 'default' : 'outline'} className="w-full">
          <Link reloadDocument to="/auth/signin">
            {already ? authFr.toDashboard : ok ? authFr.continue : authFr.backToSignin}
          </Link>
        </Button>
      </div>
    </AuthCard>
  )
}
