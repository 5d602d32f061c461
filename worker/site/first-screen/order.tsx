import type { ReactNode } from 'react'
import { formatMoney } from '../../schemas/money'
import { ORDER_STATUS_LABEL, ORDER_STATUS_TONE } from '../../schemas/order-status'
import type { Order } from '../../schemas/orders'
import { PAYMENT_STATUS_LABEL, PAYMENT_STATUS_TONE } from '../../schemas/payment-words'
import { formatPhone, phoneDigits } from '../../schemas/phone'
import { formatDateTime } from '../../schemas/shop-clock'
import { FAVICON_SVG } from '../theme'
import { firstScreenWords as w } from './fr'

/*
 * An order as the dashboard's page shows it first (features/orders/order-detail-page.tsx):
 * what an alert's link must show at once, the number, who ordered what, and the phone to call.
 * The actions come with the app, which replaces this screen (ADR 066). Styled by the `fs-`
 * classes of the dashboard's stylesheet (dashboard/src/styles.css), which the page loads anyway:
 * short names here keep the worker's bundle small (ADR 051).
 */

const Card = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="fs-card">
    <h2>{title}</h2>
    {children}
  </section>
)

const options = (size: string | null, color: string | null) =>
  [size && w.size(size), color && w.color(color)].filter(Boolean).join(' · ')

function Items({ order }: { order: Order }) {
  const money = (n: number) => formatMoney(n, order.currency)
  return (
    <ul>
      {(order.items ?? []).map((item) => (
        <li key={item.id} className="fs-line">
          <div>
            <p className="font-medium">{item.productName}</p>
            <p className="fs-muted">{options(item.size, item.color)}</p>
          </div>
          <p className="fs-num">
            × {item.quantity}
            <br />
            {money(item.lineTotal)}
          </p>
        </li>
      ))}
      <li className="fs-line fs-total">
        {w.total}
        <span>{money(order.total)}</span>
      </li>
    </ul>
  )
}

function Contact({ order }: { order: Order }) {
  const digits = order.phone ? phoneDigits(order.phone) : ''
  return (
    <>
      <p className="font-medium">{`${order.firstName} ${order.lastName}`.trim() || w.walkIn}</p>
      {digits ? (
        <>
          <p>{formatPhone(order.phone)}</p>
          <p className="fs-links">
            <a href={`tel:+${digits}`}>{w.call}</a>
            <a href={`https://wa.me/${digits}`} rel="noopener noreferrer">
              {w.whatsapp}
            </a>
          </p>
        </>
      ) : null}
      {order.city ? <p className="fs-muted">{order.city}</p> : null}
      {order.note ? <p>{`${w.note} : ${order.note}`}</p> : null}
    </>
  )
}

export function OrderFirstScreen({ order, timeZone }: { order: Order; timeZone: string }) {
  return (
    <div className="fs">
      {/* The platform's mark, a constant of this worker: no text of anyone's in it. */}
      <header className="fs-bar">
        <span dangerouslySetInnerHTML={{ __html: FAVICON_SVG }} />
        {w.brand}
      </header>
      <main className="fs-main">
        <div>
          <a href="/user/orders" className="fs-muted">
            ← {w.back}
          </a>
          <h1>{w.orderTitle(order.number)}</h1>
          <p className="fs-muted">{formatDateTime(order.createdAt, timeZone)}</p>
          <p className="fs-badges">
            <span data-tone={ORDER_STATUS_TONE[order.status]}>
              {ORDER_STATUS_LABEL[order.status]}
            </span>
            <span data-tone={PAYMENT_STATUS_TONE[order.paymentStatus]}>
              {PAYMENT_STATUS_LABEL[order.paymentStatus]}
            </span>
          </p>
        </div>
        <Card title={w.items}>
          <Items order={order} />
        </Card>
        <Card title={w.contact}>
          <Contact order={order} />
        </Card>
        <div role="status" aria-label={w.loadingActions} className="fs-wait" />
      </main>
    </div>
  )
}
