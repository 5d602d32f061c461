import { MessageCircle, Phone } from 'lucide-react'
import { Button } from './ui/button.tsx'

/** Call or WhatsApp a customer, side by side; `phone` is in international digits (226…). */
export function ContactButtons({
  phone,
  callLabel,
  whatsappLabel,
}: {
  phone: string
  callLabel: string
  whatsappLabel: string
}) {
  return (
    <div className="grid grid-cols-2 gap-2">
      <Button asChild variant="outline">
        <a href={`tel:+${phone}`}>
          <Phone aria-hidden="true" />
          {callLabel}
        </a>
      </Button>
      <Button asChild variant="outline">
        <a href={`https://wa.me/${phone}`} target="_blank" rel="noopener noreferrer">
          <MessageCircle aria-hidden="true" />
          {whatsappLabel}
        </a>
      </Button>
    </div>
  )
}
