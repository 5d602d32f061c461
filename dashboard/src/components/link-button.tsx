import { ExternalLink, type LucideIcon } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { Link, type To } from 'react-router'
import { Button } from './ui/button.tsx'

type Props = Pick<ComponentProps<typeof Button>, 'variant' | 'size' | 'className' | 'aria-label'>

/** A link styled as a button, its icon first ("Ajouter", "Modifier", "Vue en cartes"…). */
export function LinkButton({
  to,
  icon: Icon,
  children,
  ...props
}: Props & { to: To; icon?: LucideIcon; children?: ReactNode }) {
  return (
    <Button asChild {...props}>
      <Link to={to}>
        {Icon && <Icon aria-hidden="true" />}
        {children}
      </Link>
    </Button>
  )
}

/** Opens a storefront page in a new tab, the "external" icon after its label. */
export function StorefrontButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button asChild variant="outline">
      <a href={href} target="_blank" rel="noopener">
        {children}
        <ExternalLink aria-hidden="true" />
      </a>
    </Button>
  )
}
