import { ImageOff } from 'lucide-react'
import { useState } from 'react'
import { cn } from '#dashboard/lib/utils.ts'
import { copyFor } from '#worker/schemas/image-sizes.ts'

/**
 * 40×40 by default, lazy, with a placeholder while missing or broken. `size="fill"` takes the
 * parent's box, at most `fillWidth` px wide. It loads the picture's smallest copy that stays
 * sharp at that size (issue 27: a 26 px thumbnail loaded a 1.6 MB original).
 */
export function Thumbnail({
  src,
  alt,
  size = 40,
  fillWidth = 256,
  className,
}: {
  src: string | null
  alt: string
  size?: number | 'fill'
  fillWidth?: number
  className?: string
}) {
  const [failed, setFailed] = useState(false)
  const box = cn(
    'shrink-0 overflow-hidden rounded-md border bg-muted',
    size === 'fill' && 'size-full',
    className,
  )
  const style = size === 'fill' ? undefined : { width: size, height: size }
  if (!src || failed) {
    return (
      <span
        className={cn(box, 'flex items-center justify-center text-muted-foreground')}
        style={style}
      >
        <ImageOff className="size-1/3 max-h-8 max-w-8" aria-hidden="true" />
      </span>
    )
  }
  return (
    <img
      src={copyFor(src, size === 'fill' ? fillWidth : size)}
      alt={alt}
      width={size === 'fill' ? undefined : size}
      height={size === 'fill' ? undefined : size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={cn(box, 'object-cover')}
      style={style}
    />
  )
}
