import { Share2 } from 'lucide-react'
import { useId } from 'react'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { ShareButtons } from '#dashboard/components/share-buttons.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { Label } from '#dashboard/components/ui/label.tsx'
import type { TailoringOrder } from '#worker/schemas/atelier/orders.ts'
import { orderWords } from './fr.ts'

const w = orderWords.view

/** The customer's private tracking link, and the WhatsApp message of the current stage. */
export function ShareCard({ order }: { order: TailoringOrder }) {
  const id = useId()
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
      <ShareButtons
        value={order.trackingUrl}
        whatsappUrl={order.whatsappUrl}
        primary="whatsapp"
        words={{ whatsapp: w.whatsapp }}
      />
    </SectionCard>
  )
}
