import { cn, initials } from '#dashboard/lib/utils.ts'

/** A person's initials in a tinted circle, where there is no photo. Size it with `className`. */
export function InitialsAvatar({
  firstName,
  lastName,
  className,
}: {
  firstName: string
  lastName: string
  className?: string
}) {
  return (
    <span
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary',
        className,
      )}
      aria-hidden="true"
    >
      {initials(firstName, lastName)}
    </span>
  )
}

/** The signed-in person's photo, or their initials (32 px). */
export function Avatar({
  src,
  firstName,
  lastName,
}: {
  src: string | null
  firstName: string
  lastName: string
}) {
  if (src) return <img src={src} alt="" className="size-8 rounded-full border object-cover" />
  return <InitialsAvatar firstName={firstName} lastName={lastName} className="size-8 text-xs" />
}
