import { Copy, MessageCircle, Share2 } from 'lucide-react'
import { useId } from 'react'
import { toast } from 'sonner'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { Label } from '#dashboard/components/ui/label.tsx'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import type { TailoringOrder } from '#worker/schemas/atelier/orders.ts'
import { orderWords } from './fr.ts'

const w = orderWords.view

/** The customer's private tracking link, and the WhatsApp message of the current stage. */
export function ShareCard({ order }: { order: TailoringOrder }) {
  const id = useId()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(order.trackingUrl)
      toast.success(w.copied)
    } catch (error) {
      toast.error(errorMessage(error))
    }
  }
  return (
    <SectionCard
      title={w.share}
      description={w.shareHint}
      icon={Share2}
      contentClassName="grid gap-3"
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-link`}>{w.trackingLink}</Label>
        <Input
          id={`${id}-link`}
          readOnly
          value={order.trackingUrl}
          onFocus={(e) => e.target.select()}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {w.copy}
        </Button>
        <Button asChild>
          <a href={order.whatsappUrl} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" />
            {w.whatsapp}
          </a>
        </Button>
      </div>
    </SectionCard>
  )
}
