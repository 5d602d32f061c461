import { Clock } from 'lucide-react'
import { fr } from '#dashboard/lib/fr.ts'
import { PageHeader } from './page-header.tsx'
import { Card, CardContent } from './ui/card.tsx'

export function ComingSoon({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Clock className="size-6" aria-hidden="true" />
          </span>
          <h2 className="text-lg font-semibold">{fr.soon.title}</h2>
          <p className="max-w-md text-sm text-muted-foreground">{fr.soon.text}</p>
        </CardContent>
      </Card>
    </>
  )
}
