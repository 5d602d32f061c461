import { Check, Mail, MessageCircle, Phone } from 'lucide-react'
import { Badge } from '#dashboard/components/ui/badge.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { formatPhone } from '#dashboard/lib/phone.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { cn, formatDateTime } from '#dashboard/lib/utils.ts'
import type { Enquiry } from '#worker/schemas/enquiries.ts'
import { t } from './fr.ts'
import { useMarkEnquiryRead } from './queries.ts'

type Reply = readonly [label: string, icon: typeof Mail, href: string]

/**
 * The ways to answer a shopper: e-mail, WhatsApp, a call; only those the shopper left a way
 * for (a phone, an e-mail or both: issue 27).
 */
function replies(e: Enquiry, shopName: string): Reply[] {
  const subject = encodeURIComponent(t.replySubject(shopName))
  return [
    ...(e.email ? [[t.replyEmail, Mail, `mailto:${e.email}?subject=${subject}`] as const] : []),
    ...(e.phone
      ? [
          [t.replyWhatsapp, MessageCircle, `https://wa.me/${e.phone}`] as const,
          [t.call, Phone, `tel:+${e.phone}`] as const,
        ]
      : []),
  ]
}

/** One shopper's message from the storefront's contact page. */
export function EnquiryCard({ enquiry: e, shopName }: { enquiry: Enquiry; shopName: string }) {
  const markRead = useMarkEnquiryRead()
  const onRead = () =>
    markRead.mutate(e.id, {
      onSuccess: () => toast.success(t.marked),
      onError: (error) => toast.error(errorMessage(error)),
    })
  return (
    <article
      aria-label={e.fullName}
      className={cn('grid gap-3 rounded-xl border bg-card p-4', !e.read && 'border-primary/50')}
    >
      <h2 className="flex flex-wrap items-center gap-2 font-semibold">
        {e.fullName}
        <Badge variant={e.read ? 'secondary' : 'info'}>{e.read ? t.read : t.unread}</Badge>
      </h2>
      <dl className="grid gap-x-3 text-sm text-muted-foreground sm:grid-cols-[auto_1fr]">
        {e.phone && (
          <>
            <dt className="sr-only">{t.phone}</dt>
            <dd>{formatPhone(e.phone)}</dd>
          </>
        )}
        {e.email && (
          <>
            <dt className="sr-only">{t.email}</dt>
            <dd className="break-all">{e.email}</dd>
          </>
        )}
        <dt className="sr-only">{t.received}</dt>
        <dd className="text-xs sm:col-span-2">{formatDateTime(e.createdAt)}</dd>
      </dl>
      <p className="text-sm wrap-anywhere whitespace-pre-line">{e.message}</p>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {replies(e, shopName).map(([label, Icon, href]) => (
          <Button key={label} asChild variant="outline" size="sm">
            <a
              href={href}
              {...(href.startsWith('https:')
                ? { target: '_blank', rel: 'noopener noreferrer' }
                : {})}
            >
              <Icon aria-hidden="true" />
              {label}
            </a>
          </Button>
        ))}
        {!e.read && (
          <Button size="sm" disabled={markRead.isPending} onClick={onRead}>
            <Check aria-hidden="true" />
            {t.markRead}
          </Button>
        )}
      </div>
    </article>
  )
}
