import { Clock } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '#dashboard/components/ui/button.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { AuthCard } from './auth-layout.tsx'

function AuthPlaceholder({ title }: { title: string }) {
  return (
    <AuthCard title={title}>
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Clock className="size-6" aria-hidden="true" />
        </span>
        <p className="text-sm text-muted-foreground">{fr.auth.soonText}</p>
        <Button asChild variant="outline" className="w-full">
          <Link to="/auth/signin">{fr.auth.backToSignin}</Link>
        </Button>
      </div>
    </AuthCard>
  )
}

export const ForgotPage = () => <AuthPlaceholder title={fr.auth.soonTitle.forgot} />
export const VerifyPage = () => <AuthPlaceholder title={fr.auth.soonTitle.verify} />
export const ResetPage = () => <AuthPlaceholder title={fr.auth.soonTitle.reset} />
