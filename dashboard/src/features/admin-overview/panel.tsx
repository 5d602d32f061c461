import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Card, CardContent, CardHeader, CardTitle } from '#dashboard/components/ui/card.tsx'
import { overviewWords as w } from './fr.ts'

export function Panel({
  title,
  description,
  to,
  children,
}: {
  title: string
  description?: ReactNode
  to?: string
  children: ReactNode
}) {
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>{title}</CardTitle>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {to && (
          <Link to={to} className="text-sm whitespace-nowrap text-primary hover:underline">
            {w.seeAll}
          </Link>
        )}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}
