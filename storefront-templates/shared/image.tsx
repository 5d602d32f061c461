import type { CSSProperties } from 'react'
import { srcSetOf } from '#worker/schemas/image-sizes.ts'

type Props = {
  src: string
  alt: string
  width: number
  height: number
  /** How wide the picture is drawn, for the browser to pick a copy (`sizes`). */
  sizes: string
  /** The page's main picture: fetched first. Every other one waits until it nears the screen. */
  priority?: boolean
  /** Above the fold but not the main picture: loaded normally, not first. */
  eager?: boolean
  /** The original's width when known: no copy wider than it is offered. */
  originalWidth?: number
  className?: string
  style?: CSSProperties
}

/**
 * A stored picture with its smaller copies in `srcset` (ADR 006): a 300 px card downloads
 * the 320 or 640 px copy, never the 2 MB original. Width and height are always set so the
 * page does not move while pictures arrive.
 */
export function Img(props: Props) {
  const { src, alt, width, height, sizes, priority, eager, originalWidth, className, style } = props
  const srcSet = srcSetOf(src, originalWidth)
  const loading = priority
    ? { fetchPriority: 'high' as const }
    : eager
      ? {}
      : { loading: 'lazy' as const, decoding: 'async' as const }
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      {...loading}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      style={style}
    />
  )
}
