import { ExternalLink, Eye } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { Card, CardContent } from '#dashboard/components/ui/card.tsx'
import { fr } from '#dashboard/lib/fr.ts'
import { copyFor } from '#worker/schemas/image-sizes.ts'
import type { Testimonial } from '#worker/schemas/testimonials.ts'
import { t } from './fr.ts'
import { Stars } from './stars.tsx'

const KIND_VARIANT = { text: 'secondary', image: 'info', video: 'warning' } as const

/** What the customer said: the text, the photo, or a link to the video (never embedded). */
export function TestimonialContent({ item, large }: { item: Testimonial; large?: boolean }) {
  if (item.kind === 'image' && item.image)
    return (
      <img
        src={copyFor(item.image.url, large ? 640 : 320)}
        alt={t.photoOf(item.name)}
        width={item.image.width}
        height={item.image.height}
        loading="lazy"
        className={
          large ? 'max-h-96 w-auto rounded-lg border' : 'h-40 w-full rounded-md object-cover'
        }
      />
    )
  if (item.kind === 'video' && item.videoUrl)
    return (
      <a
        href={item.videoUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ExternalLink className="size-4" aria-hidden="true" />
        {t.watchVideo}
        <span className="sr-only"> ({item.videoUrl})</span>
      </a>
    )
  return (
    <p className={large ? 'whitespace-pre-line' : 'line-clamp-4 text-sm whitespace-pre-line'}>
      {item.text}
    </p>
  )
}

export function TestimonialCard({ item }: { item: Testimonial }) {
  return (
    <Card className="h-full gap-3 py-4">
      <CardContent className="grid gap-3 px-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="truncate font-medium">{item.name}</p>
            <p className="truncate text-xs text-muted-foreground">
              {item.productName ?? t.deletedProduct}
            </p>
          </div>
          <Badge variant={KIND_VARIANT[item.kind]}>{t.kinds[item.kind]}</Badge>
        </div>
        <Stars rating={item.rating} />
        <TestimonialContent item={item} />
        <Link
          to={`/user/testimonies/${item.id}`}
          className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <Eye className="size-4" aria-hidden="true" />
          {fr.common.view}
          <span className="sr-only">{t.viewOf(item.name)}</span>
        </Link>
      </CardContent>
    </Card>
  )
}
