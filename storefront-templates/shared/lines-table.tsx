import { formatMoney } from '../format'
import { t } from '../fr'
import type { DeliveryLine } from './delivery-choice'

export type SummaryRow = {
  id: string
  name: string
  size: string | null
  color: string | null
  quantity: number
  lineTotal: number
}

/** Read-only order lines with their total (checkout summary, receipt). */
export function LinesTable({
  rows,
  total,
  currency,
  caption,
  delivery,
  discount,
}: {
  rows: SummaryRow[]
  total: number
  currency: string
  caption: string
  /** The delivery fee's line (ADR 050): the lines' subtotal, then it, above the total. */
  delivery?: DeliveryLine
  /** The promo code's discount on the lines (issue 26), shown as a negative line. */
  discount?: { code: string; amount: number }
}) {
  const subtotal = rows.reduce((sum, r) => sum + r.lineTotal, 0)
  return (
    <table className="lines-table">
      <caption className="sr">{caption}</caption>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <td>{lineLabel(r.name, r.size, r.color)}</td>
            <td className="nowrap">× {r.quantity}</td>
            <td className="nowrap num">{formatMoney(r.lineTotal, currency)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {delivery || discount ? (
          <tr>
            <th scope="row" colSpan={2}>
              {t.delivery.subtotal}
            </th>
            <td className="nowrap num">{formatMoney(subtotal, currency)}</td>
          </tr>
        ) : null}
        {discount ? (
          <tr className="discount-line">
            <th scope="row" colSpan={2}>
              {t.promo.line(discount.code)}
            </th>
            <td className="nowrap num">−{formatMoney(discount.amount, currency)}</td>
          </tr>
        ) : null}
        {delivery ? (
          <tr className="delivery-line">
            <th scope="row" colSpan={2}>
              {delivery.label}
            </th>
            <td className="nowrap num">
              {delivery.fee === null
                ? delivery.pending
                : delivery.fee === 0
                  ? t.delivery.free
                  : formatMoney(delivery.fee, currency)}
            </td>
          </tr>
        ) : null}
        <tr>
          <th scope="row" colSpan={2}>
            {t.orderTotal}
          </th>
          <td className="nowrap num total">{formatMoney(total, currency)}</td>
        </tr>
      </tfoot>
    </table>
  )
}

/** "Pagne (M · Bleu)": a line as a shopper reads it. */
export const lineLabel = (name: string, size?: string | null, color?: string | null) => {
  const options = [size, color].filter(Boolean).join(' · ')
  return options ? `${name} (${options})` : name
}
