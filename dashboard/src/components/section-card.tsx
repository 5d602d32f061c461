import type { LucideIcon } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card.tsx'

/**
 * A card with a title (an optional icon before it) and description, then its content. `region`
 * makes it a landmark named by its title, for a page made of several independent forms.
 */
export function SectionCard({
  title,
  description,
  icon: Icon,
  region = false,
  className,
  contentClassName,
  children,
}: {
  title: ReactNode
  description?: ReactNode
  icon?: LucideIcon
  region?: boolean
  className?: string
  contentClassName?: string
  children?: ReactNode
}) {
  const id = useId()
  const landmark = region ? { role: 'region', 'aria-labelledby': `${id}-title` } : {}
  return (
    <Card className={className} {...landmark}>
      <CardHeader>
        <CardTitle id={`${id}-title`} className={Icon && 'flex items-center gap-2'}>
          {Icon && <Icon className="size-5 text-primary" aria-hidden="true" />}
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      {children != null && children !== false && (
        <CardContent className={contentClassName}>{children}</CardContent>
      )}
    </Card>
  )
}
