import { CircleAlert, MailCheck } from 'lucide-react'

export function FormAlert({ message }: { message?: string | undefined }) {
  if (!message) return null
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {message}
    </div>
  )
}

/** A neutral piece of news above a form (e.g. "check your messages"). */
export function FormNotice({ message }: { message?: string | undefined }) {
  if (!message) return null
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-md border border-primary/30 bg-primary/5 px-3 py-2 text-sm"
    >
      <MailCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      {message}
    </div>
  )
}
