import { useQuery } from '@tanstack/react-query'
import { CircleCheck, MailWarning, ShieldAlert } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { QueryView } from '#dashboard/components/data-list.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { ApiClientError, errorMessage } from '#dashboard/lib/api-client.ts'
import { toast } from '#dashboard/lib/toast.ts'
import type { ContactChannel, ShopContacts } from '#worker/schemas/shop-contacts.ts'
import { frSettings } from './fr.ts'
import { contactsQuery, useSendContactCode, useVerifyContactCode } from './queries.ts'

const t = frSettings.contacts

/** One contact: its value, whether it is verified, and (if not) a code to ask for and type. */
function ContactRow({
  channel,
  contact,
  canSend,
}: {
  channel: ContactChannel
  contact: ShopContacts['email']
  canSend: boolean
}) {
  const id = useId()
  const send = useSendContactCode()
  const verify = useVerifyContactCode()
  const [asked, setAsked] = useState(false)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()

  const onSend = () =>
    send.mutate(
      { channel },
      {
        onSuccess: ({ message }) => {
          setAsked(true)
          toast.success(message)
        },
        onError: (e) => toast.error(errorMessage(e)),
      },
    )
  const onVerify = (event: FormEvent) => {
    event.preventDefault()
    setError(undefined)
    verify.mutate(
      { channel, code },
      {
        onSuccess: () => toast.success(t.verifiedDone),
        onError: (e) =>
          e instanceof ApiClientError && e.issues[0]
            ? setError(e.issues[0].message)
            : toast.error(errorMessage(e)),
      },
    )
  }

  return (
    <div className="grid gap-3 rounded-lg border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm font-medium">{channel === 'email' ? t.email : t.whatsapp}</p>
        <p className="font-mono text-sm break-all">{contact.value || t.noEmail}</p>
        {contact.value === '' ? null : contact.verified ? (
          <Badge variant="success">
            <CircleCheck className="size-3" aria-hidden="true" />
            {t.verified}
          </Badge>
        ) : (
          <Badge variant="warning">{t.unverified}</Badge>
        )}
      </div>
      {!contact.verified && canSend && contact.value !== '' && (
        <form noValidate onSubmit={onVerify} className="grid gap-3">
          <p className="text-xs text-muted-foreground">{t.unverifiedHint}</p>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <Button type="button" variant="outline" disabled={send.isPending} onClick={onSend}>
              {asked ? t.resendCode : t.sendCode}
            </Button>
            <FormField id={`${id}-code`} label={t.code} error={error} className="flex-1">
              <Input
                {...controlProps(`${id}-code`, error)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            </FormField>
            <Button type="submit" disabled={verify.isPending || code.trim().length === 0}>
              {t.confirm}
            </Button>
          </div>
        </form>
      )}
    </div>
  )
}

/** Why the shop's messages may be held (ADR 014), and the codes that lift it. */
export function ContactsCard({ className }: { className?: string }) {
  const contacts = useQuery(contactsQuery())
  return (
    <SectionCard
      title={t.title}
      description={t.description}
      icon={MailWarning}
      region
      className={className}
    >
      <QueryView query={contacts}>
        {(c) => (
          <div className="grid gap-4">
            {!c.accountVerified && (
              <p
                role="status"
                className="flex items-start gap-2 rounded-lg border border-amber-300/60 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-100"
              >
                <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {t.accountUnverified}
              </p>
            )}
            <ContactRow channel="email" contact={c.email} canSend={c.accountVerified} />
            <ContactRow channel="whatsapp" contact={c.whatsapp} canSend={c.accountVerified} />
            {c.blocked.length > 0 && (
              <div className="text-sm">
                <p className="font-medium">{t.held}</p>
                <ul className="mt-1 list-disc pl-5 text-muted-foreground">
                  {c.blocked.map((b) => (
                    <li key={b.reason}>{t.heldLine(b.count, b.label)}</li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        )}
      </QueryView>
    </SectionCard>
  )
}
