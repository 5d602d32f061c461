import { ExternalLink, ReceiptText } from 'lucide-react'
import { ShareButtons } from '#dashboard/components/share-buttons.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { toast } from '#dashboard/lib/toast.ts'
import type { Order } from '#worker/schemas/orders.ts'
import { receiptWords as w } from './fr.ts'
import { useReceiptLink } from './queries.ts'

/**
 * "Reçu" (issue 27): the order's receipt at its private link, to open (and print from the
 * browser, A4 or 58 mm ticket) or to share with the customer. The link is made on first ask.
 */
export function OrderReceipt({ order }: { order: Order }) {
  const link = useReceiptLink(order.id)
  const url = link.data?.url
  if (!url)
    return (
      <Button
        type="button"
        variant="outline"
        disabled={link.isPending}
        onClick={() => link.mutate(undefined, { onError: (e) => toast.error(errorMessage(e)) })}
      >
        <ReceiptText aria-hidden="true" />
        {w.show}
      </Button>
    )
  const text = w.message(order.number, url)
  const whatsappUrl = order.phone
    ? `https://wa.me/${order.phone}?text=${encodeURIComponent(text)}`
    : `https://wa.me/?text=${encodeURIComponent(text)}`
  return (
    <div className="grid gap-2">
      <p className="break-all text-muted-foreground text-sm">{url}</p>
      <ShareButtons value={url} whatsappUrl={whatsappUrl}>
        <Button asChild variant="outline">
          <a href={url} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            {w.open}
          </a>
        </Button>
      </ShareButtons>
    </div>
  )
}
