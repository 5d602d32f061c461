import { countOf } from './plural'

/** An order's line as the merchant's messages name it. */
export type SummaryLine = {
  productName: string
  quantity: number
  size?: string | null
  color?: string | null
}

/** The most of an order's lines a message spells out: a WhatsApp parameter must stay short. */
const MAX_CHARS = 240

/**
 * "2 × Robe wax (M, rouge), 1 × Sac": what was ordered, sizes and colours included, for the
 * merchant's "Nouvelle commande" alert and the order's WhatsApp message (issue 27). A long
 * order ends with "… et 3 autres articles" rather than being cut mid-word.
 */
export function itemsSummary(lines: readonly SummaryLine[]): string {
  const parts = lines.map((l) => {
    const options = [l.size, l.color].filter(Boolean).join(', ')
    return `${l.quantity} × ${l.productName}${options ? ` (${options})` : ''}`
  })
  let text = ''
  for (const [i, part] of parts.entries()) {
    const next = text ? `${text}, ${part}` : part
    if (next.length > MAX_CHARS && text) {
      const rest = lines.slice(i).reduce((n, l) => n + l.quantity, 0)
      return `${text} … et ${countOf(rest, 'autre article', 'autres articles')}`
    }
    text = next
  }
  return text
}
