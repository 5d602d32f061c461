import { ImageOff } from 'lucide-react'
import { useState } from 'react'
import { cn } from '#dashboard/lib/utils.ts'

/** §9: 40×40 by default, lazy, with a placeholder while missing or broken. */
export function Thumbnail({ src, alt, size = 40, className }: { src: string | null; alt: string; size?: number; className?: string }) {
  const [failed, setFailed] = useState(false)
  const box = cn('shrink-0 overflow-hidden rounded-md border bg-muted', className)
  if (!src || failed) {
    return (
      <span className={cn(box, 'flex items-center justify-center text-muted-foreground')} style={{ width: size, height: size }}>
        <ImageOff className="size-1/2" aria-hidden="true" />
      </span>
    )
  }
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={cn(box, 'object-cover')}
      style={{ width: size, height: size }}
    />
  )
}
