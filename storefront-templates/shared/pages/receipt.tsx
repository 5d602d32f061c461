import { ORDER_STATUS_LABEL } from '#worker/schemas/order-status.ts'
import { formatMoney } from '../../format'
import { t } from '../../fr'
import { shopNameOf, whatsappLink } from '../../links'
import type { OrderReceipt, ReceiptData, ThemeContext } from '../../types'
import { deliveryName } from '../delivery-choice'
import { LinesTable, lineLabel } from '../lines-table'
import { PaymentPanel } from '../payment/panel'
import { PaymentSummary } from '../payment-summary'
import { ReviewForms } from '../reviews'
import { StatusHistory } from '../status-history'

/** Every status the order went through, oldest first, with the shop's message to the shopper. */
function History({ events, timeZone }: { events: OrderReceipt['events']; timeZone: string }) {
  const entries = events.map((e) => ({
    key: e.id,
    label: ORDER_STATUS_LABEL[e.status],
    createdAt: e.createdAt,
    note: e.message ? (
      <>
        <span className="muted">{t.fromShop} : </span>
        {e.message}
      </>
    ) : null,
  }))
  return <StatusHistory title={t.history} entries={entries} timeZone={timeZone} />
}

/** The WhatsApp message a shopper sends the shop, pre-filled with the order's summary. */
function whatsappSummary(shopName: string, order: OrderReceipt): string {
  return [
    t.whatsappOrderIntro(shopName, order.number),
    ...order.items.map((i) => `- ${i.quantity} × ${lineLabel(i.productName, i.size, i.color)}`),
    ...(order.delivery
      ? [
          `${t.delivery.line(deliveryName(order.delivery))} : ${order.delivery.fee === null ? t.delivery.pending : formatMoney(order.delivery.fee, order.currency)}`,
        ]
      : []),
    ...(order.promoCode && order.discount > 0
      ? [`${t.promo.line(order.promoCode)} : −${formatMoney(order.discount, order.currency)}`]
      : []),
    `${t.orderTotal} : ${formatMoney(order.total, order.currency)}`,
    `${order.firstName} ${order.lastName}, ${order.city}`,
  ].join('\n')
}

/** The delay, the landmark and the location the courier opens (a link only when it is one). */
function DeliveryDetails({ delivery }: { delivery: NonNullable<OrderReceipt['delivery']> }) {
  const link = delivery.locationUrl && /^https:\/\//.test(delivery.locationUrl)
  return (
    <dl className="delivery-details">
      {delivery.delay ? (
        <>
          <dt>{t.delivery.title}</dt>
          <dd>{delivery.delay}</dd>
        </>
      ) : null}
      {delivery.landmark ? (
        <>
          <dt>{t.delivery.where}</dt>
          <dd>{delivery.landmark}</dd>
        </>
      ) : null}
      {delivery.locationUrl ? <dt>{t.delivery.position}</dt> : null}
      {delivery.locationUrl ? (
        <dd className="anywhere">
          {link ? (
            <a href={delivery.locationUrl} rel="noopener noreferrer">
              {t.delivery.openMap}
            </a>
          ) : (
            delivery.locationUrl
          )}
        </dd>
      ) : null}
    </dl>
  )
}

/**
 * Thanks only when there is something to thank for (issue 27): an online payment that failed
 * or never started, or an order that expired, says so at the top instead of above a red box.
 */
function headingOf(order: OrderReceipt): { tone: string; title: string; hint?: string } {
  if (order.paymentStatus === 'expired') return { tone: 'alert', title: t.orderExpired }
  const unpaidOnline =
    order.paymentMethod === 'online' &&
    (order.paymentStatus === 'unpaid' || order.paymentStatus === 'failed')
  if (unpaidOnline) return { tone: 'alert', title: t.orderUnpaid, hint: t.orderUnpaidHint }
  return { tone: 'ok', title: t.orderThanks }
}

/** Confirmation and private tracking page, reached by the order's unguessable token. */
export function ReceiptBody({ ctx, data }: { ctx: ThemeContext; data: ReceiptData }) {
  const { shop, basePath, baseUrl } = ctx
  const { order } = data
  const path = `/orders/${order.trackingToken}`
  const heading = headingOf(order)
  return (
    <section className="wrap narrow">
      <div className={heading.tone}>
        <h1>{heading.title}</h1>
        {heading.hint ? <p>{heading.hint}</p> : null}
        <p>
          {t.orderNumber} : <strong className="nowrap">{order.number}</strong>
        </p>
        <p>
          {t.orderStatus} : <span className="badge">{ORDER_STATUS_LABEL[order.status]}</span>
        </p>
      </div>
      <LinesTable
        caption={t.yourOrder}
        currency={order.currency}
        total={order.total}
        rows={order.items.map((i) => ({ ...i, name: i.productName }))}
        discount={
          order.promoCode && order.discount > 0
            ? { code: order.promoCode, amount: order.discount }
            : undefined
        }
        delivery={
          order.delivery
            ? {
                label: t.delivery.line(deliveryName(order.delivery)),
                fee: order.delivery.fee,
                pending: t.delivery.pending,
              }
            : undefined
        }
      />
      {order.delivery ? <DeliveryDetails delivery={order.delivery} /> : null}
      <PaymentSummary method={order.paymentMethod} paymentStatus={order.paymentStatus} />
      {data.payment ? (
        <PaymentPanel
          ctx={ctx}
          token={order.trackingToken}
          total={order.total}
          currency={order.currency}
          payment={data.payment}
        />
      ) : null}
      <ReviewForms ctx={ctx} token={order.trackingToken} reviews={data.reviews} />
      <History events={order.events} timeZone={shop.timeZone} />
      {/* The link is one long word: let it wrap instead of widening the page on phones. */}
      <p className="anywhere">
        {t.trackingHint} <a href={`${basePath}${path}`}>{`${baseUrl}${path}`}</a>
      </p>
      <p>
        <a
          className="btn wa"
          href={whatsappLink(shop.phone, whatsappSummary(shopNameOf(shop), order))}
          rel="noopener noreferrer"
        >
          {t.whatsapp}
        </a>
      </p>
      <p>
        <a href={`${basePath}/home`}>{t.backHome}</a>
      </p>
    </section>
  )
}
