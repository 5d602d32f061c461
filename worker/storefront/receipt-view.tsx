import { brandVars } from '#themes/shared/brand-vars.ts'
import { InlineStyle } from '#themes/shared/inline-style.tsx'
import { lineLabel } from '#themes/shared/lines-table.tsx'
import type { OrderItemRow, OrderRow } from '../db/schema'
import { formatMoney } from '../schemas/money'
import { CHECKOUT_METHOD_LABEL, PAYMENT_STATUS_LABEL } from '../schemas/payments'
import { formatPhone } from '../schemas/phone'
import { formatDateTime } from '../schemas/shop-clock'
import { receiptWords as w } from './fr'

/**
 * The receipt a merchant shares or prints (issue 27): plain HTML in the shop's colour, no
 * script. On paper it fills an A4 sheet; the ticket format (`?format=ticket`) lays it out for a
 * 58 mm receipt printer, and a printer whose paper is under 60 mm gets that layout anyway.
 */
const CSS = `*{box-sizing:border-box}
body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111;background:#f4f4f5}
.sheet{max-width:42rem;margin:12px auto;background:#fff;padding:20px;border-top:6px solid var(--brand);border-radius:8px}
h1{font-size:1.3rem;margin:0 0 4px;overflow-wrap:anywhere}
h2{font-size:1rem;margin:0 0 12px;color:var(--brand-ink)}
p{margin:2px 0;overflow-wrap:anywhere}
.muted{color:#555}
table{width:100%;border-collapse:collapse;margin:14px 0}
th,td{padding:6px 4px;border-bottom:1px solid #e4e4e7;text-align:left;vertical-align:top}
.num{text-align:right;white-space:nowrap}
tfoot th,tfoot td{border-bottom:0}
.total th,.total td{font-size:1.1rem;font-weight:700;border-top:2px solid #111}
.tools{max-width:42rem;margin:8px auto;padding:0 12px;display:flex;gap:12px;flex-wrap:wrap}
.tools a{color:var(--brand-ink);font-weight:600}
@media print{body{background:#fff}.tools{display:none}.sheet{margin:0;max-width:none;border-radius:0}}
@media print and (min-width:60mm){@page{size:A4;margin:14mm}}
.ticket .sheet,.ticket .tools{max-width:58mm}
.ticket body,.ticket{font-size:11px}
@media print and (max-width:60mm){@page{size:58mm auto;margin:2mm}body{font-size:11px}.sheet{padding:0;border-top-width:3px}th,td{padding:2px 1px}}`

const TICKET_PAGE =
  '@page{size:58mm auto;margin:2mm}.sheet{padding:4px;border-top-width:3px}th,td{padding:2px 1px}'

export type ReceiptShop = { name: string; phone: string; color: string; timeZone: string }

export function ReceiptSheet({
  shop,
  order,
  items,
  ticket,
  path,
}: {
  shop: ReceiptShop
  order: OrderRow
  items: OrderItemRow[]
  /** The 58 mm layout, asked for by its link. */
  ticket: boolean
  /** The receipt's own address, for the links between the two formats. */
  path: string
}) {
  const money = (n: number) => formatMoney(n, order.currency)
  const css = `:root{${brandVars(shop.color)}}\n${CSS}${ticket ? `\n${TICKET_PAGE}` : ''}`
  return (
    <html lang="fr" className={ticket ? 'ticket' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
        <title>{w.title(order.number, shop.name)}</title>
        <InlineStyle css={css} />
      </head>
      <body>
        <nav className="tools" aria-label={w.formats}>
          {ticket ? <a href={path}>{w.a4}</a> : <a href={`${path}?format=ticket`}>{w.ticket}</a>}
          <span className="muted">{w.printHint}</span>
        </nav>
        <main className="sheet">
          <h1>{shop.name}</h1>
          {shop.phone ? <p className="muted">{formatPhone(shop.phone)}</p> : null}
          <h2>{w.heading(order.number)}</h2>
          <p>{formatDateTime(order.createdAt, shop.timeZone)}</p>
          <p>
            {w.customer} : {order.firstName} {order.lastName}
            {order.city ? `, ${order.city}` : ''}
          </p>
          <table>
            <thead>
              <tr>
                <th scope="col">{w.item}</th>
                <th scope="col" className="num">
                  {w.amount}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((i) => (
                <tr key={i.id}>
                  <td>
                    {i.quantity} × {lineLabel(i.productName, i.size, i.color)}
                  </td>
                  <td className="num">{money(i.lineTotal)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {order.discount > 0 ? (
                <tr>
                  <th scope="row">{w.discount(order.promoCode)}</th>
                  <td className="num">−{money(order.discount)}</td>
                </tr>
              ) : null}
              {order.deliveryFee ? (
                <tr>
                  <th scope="row">{w.delivery}</th>
                  <td className="num">{money(order.deliveryFee)}</td>
                </tr>
              ) : null}
              <tr className="total">
                <th scope="row">{w.total}</th>
                <td className="num">{money(order.total)}</td>
              </tr>
            </tfoot>
          </table>
          <p>
            {w.payment} :{' '}
            {order.paymentMethod === 'manual'
              ? w.manual
              : CHECKOUT_METHOD_LABEL[order.paymentMethod]}{' '}
            · <strong>{PAYMENT_STATUS_LABEL[order.paymentStatus]}</strong>
          </p>
          <p className="muted">{w.thanks}</p>
        </main>
      </body>
    </html>
  )
}

/** Unknown link: nothing of any order, only what to do. */
export function ReceiptGonePage() {
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{w.gone}</title>
        <InlineStyle css={CSS} />
      </head>
      <body>
        <main className="sheet">
          <h1>{w.gone}</h1>
          <p>{w.goneText}</p>
        </main>
      </body>
    </html>
  )
}
