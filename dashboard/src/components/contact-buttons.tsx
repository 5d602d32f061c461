import { MessageCircle, Phone } from 'lucide-react'
import { Button } from './ui/button.tsx'

/**
 * Call or WhatsApp a customer, side by side; `phone` is in international digits (226…).
 * `text`: what the WhatsApp chat opens prefilled with, the merchant still sends it.
 */
export function ContactButtons({
  phone,
  callLabel,
  whatsappLabel,
  text,
}: {
  phone: string
  callLabel: string
  whatsappLabel: string
  text?: string
}) {
  const chat = `https://wa.me/${phone}${text ? `?text=${encodeURIComponent(text)}` : ''}`
  return (
    <div className="grid grid-cols-2 gap-2">
      <Button asChild variant="outline">
        <a href={`tel:+${phone}`}>
          <Phone aria-hidden="true" />
          {callLabel}
        </a>
      </Button>
      <Button asChild variant="outline">
        <a href={chat} target="_blank" rel="noopener noreferrer">
          <MessageCircle aria-hidden="true" />
          {whatsappLabel}
        </a>
      </Button>
    </div>
  )
}
