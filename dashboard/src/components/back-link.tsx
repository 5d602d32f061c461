import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { fr } from '#dashboard/lib/fr.ts'

export function BackLink({ to, label = fr.common.back }: { to: string; label?: string }) {
  return (
    <Link
      to={to}
      className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {label}
    </Link>
  )
}
