import type { VerifyResult } from '../../schemas/auth'
import { authPageWords, verifyWords as w } from './fr'
import { Alert, AuthDocument, Outcome } from './layout'

export type VerifyView =
  /** The link opened: one button, which posts it. `alert`: a refused cross-site post. */
  | { step: 'ask'; token: string; alert?: string }
  /** The link posted: the account confirmed (now, or already), or why not. */
  | { step: 'done'; result: VerifyResult }
  | { step: 'failed'; message: string }

/** The answer to the posted link, and the way on: the sign-in page sends a session home. */
function Result({ view }: { view: Exclude<VerifyView, { step: 'ask' }> }) {
  if (view.step === 'failed')
    return (
      <Outcome
        ok={false}
        heading={view.message}
        text={w.verifyFailedText}
        link={{ href: '/auth/signin', label: authPageWords.backToSignin }}
      />
    )
  // The link opened again once the account is confirmed: say so and lead on (issue 15).
  const already = view.result.alreadyVerified === true
  return (
    <Outcome
      ok
      heading={view.result.message}
      text={already ? w.alreadyVerifiedText : w.verifiedText}
      link={{ href: '/auth/signin', label: already ? w.toDashboard : w.continue }}
    />
  )
}

/**
 * /auth/verify/:token, rendered by the worker: a GET only shows the button, whose post spends
 * the link (link previews and mail scanners fetch links, and must not confirm an account in its
 * owner's place), then the answer. Without a script, as the other /auth pages.
 */
export function VerifyPage({ view, year }: { view: VerifyView; year: number }) {
  if (view.step !== 'ask')
    return (
      <AuthDocument title={w.title} year={year}>
        <Result view={view} />
      </AuthDocument>
    )
  return (
    <AuthDocument title={w.title} subtitle={w.askText} year={year}>
      <form method="post" action={`/auth/verify/${encodeURIComponent(view.token)}`}>
        <Alert text={view.alert} />
        <button type="submit">{w.confirm}</button>
      </form>
    </AuthDocument>
  )
}
