import { Link } from 'react-router'
import { fr } from '#dashboard/lib/fr.ts'
import { Button } from './ui/button.tsx'

export function NotFound({ home = '/' }: { home?: string }) {
  return (
    <div className="flex flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="text-6xl font-bold tracking-tight text-primary">404</p>
      <h1 className="text-2xl font-semibold">{fr.errors.notFoundTitle}</h1>
      <p className="max-w-md text-sm text-muted-foreground">{fr.errors.notFoundText}</p>
      <Button asChild>
        <Link to={home}>{fr.errors.backHome}</Link>
      </Button>
    </div>
  )
}
