import { cn } from '#dashboard/lib/utils.ts'

/** The Boutiko mark: a shopping bag with a check (sell more, safely). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className={cn('size-8', className)}>
      <rect width="48" height="48" rx="12" fill="#0f766e" />
      <path d="M14 19h20l-1.6 17.2a2 2 0 0 1-2 1.8H17.6a2 2 0 0 1-2-1.8Z" fill="#fff" />
      <path
        d="M19 19v-2.5a5 5 0 0 1 10 0V19"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <path
        d="m19.5 28.5 3 3 6-6.5"
        fill="none"
        stroke="#0f766e"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

export function BrandLogo({
  className,
  nameClassName,
}: {
  className?: string
  nameClassName?: string
}) {
  return (
    <span className={cn('flex items-center gap-2 text-lg font-bold tracking-tight', className)}>
      <BrandMark />
      <span className={nameClassName}>Boutiko</span>
    </span>
  )
}
