import { Link } from 'react-router'
import { Button } from '#dashboard/components/ui/button.tsx'
import { teamWords as w } from './fr.ts'

/** Shown in place of a page the member's shop role does not open: never a blank screen. */
export function NoAccess() {
  return (
    <div
      role="alert"
      className="flex flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <h1 className="text-2xl font-semibold">{w.noAccessTitle}</h1>
      <p className="max-w-md text-sm text-muted-foreground">{w.noAccessText}</p>
      <Button asChild>
        <Link to="/user/dashboard">{w.backHome}</Link>
      </Button>
    </div>
  )
}
