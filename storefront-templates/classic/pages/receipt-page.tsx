import { ORDER_STATUS_LABEL } from '#worker/schemas/orders.ts'
import { formatMoney } from '../../format'
import { t } from '../../fr'
import { whatsappLink } from '../../links'
import type { OrderReceipt, ReceiptData, ThemeContext } from '../../types'
import { Layout } from '../layout'

// Words of the tracking history (the theme catalogue fr.ts belongs to the storefront slice).
const h = {
  title: 'Suivi de la commande',
  fromShop: 'Message de la boutique',
} as const

// The shops' timezone is Africa/Ouagadougou, which is UTC all year.
const when = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
})

const nowrap = { whiteSpace: 'nowrap' } as const

/** Every status the order went through, oldest first, with the shop's message to the shopper. */
function History({ events }: { events: OrderReceipt['events'] }) {
  if (events.length === 0) return null
  return (
    <section aria-labelledby="history-title" style={{ paddingBottom: 0 }}>
      <h2 id="history-title">{h.title}</h2>
      <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {events.map((e) => (
          <li
            key={e.id}
            style={{ borderLeft: '3px solid var(--brand)', padding: '4px 0 12px 14px' }}
          >
            <strong>{ORDER_STATUS_LABEL[e.status]}</strong>
            <span style={{ color: 'var(--muted)', fontSize: 14 }}>
              {' · '}
              <time dateTime={e.createdAt}>{when.format(new Date(e.createdAt))}</time>
            </span>
            {e.message ? (
              <p style={{ margin: '6px 0 0', whiteSpace: 'pre-line' }}>
                <span style={{ color: 'var(--muted)', fontSize: 14 }}>{h.fromShop} : </span>
                {e.message}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  )
}

/** Confirmation and private tracking page, reached by the order's unguessable token. */
export function ReceiptPage({ ctx, data }: { ctx: ThemeContext; data: ReceiptData }) {
  const { shop, basePath, baseUrl } = ctx
  const { order } = data
  const path = `/orders/${order.trackingToken}`
  const summary = [
    `Bonjour ${shop.name}, je viens de passer la commande ${order.number} :`,
    ...order.items.map(
      (i) =>
        `- ${i.quantity} × ${i.productName}${i.size ? ` (${i.size})` : ''}${i.color ? ` ${i.color}` : ''}`,
    ),
    `Total : ${formatMoney(order.total, order.currency)}`,
    `${order.firstName} ${order.lastName}, ${order.city}`,
  ].join('\n')
  return (
    <Layout ctx={ctx} title={`${t.orderNumber} ${order.number}`} path={path}>
      <section className="wrap">
        <div className="ok">
          <h1>{t.orderThanks}</h1>
          <p>
            {t.orderNumber} : <strong>{order.number}</strong>
          </p>
          <p>
            {t.orderStatus} : <span className="badge">{ORDER_STATUS_LABEL[order.status]}</span>
          </p>
        </div>
        <table>
          <tbody>
            {order.items.map((i) => (
              <tr key={i.id}>
                <td>
                  {i.productName}
                  {i.size ? ` · ${i.size}` : ''}
                  {i.color ? ` · ${i.color}` : ''}
                </td>
                <td style={nowrap}>× {i.quantity}</td>
                <td style={nowrap}>{formatMoney(i.lineTotal, order.currency)}</td>
              </tr>
            ))}
            <tr>
              <th colSpan={2}>{t.orderTotal}</th>
              <th style={nowrap}>{formatMoney(order.total, order.currency)}</th>
            </tr>
          </tbody>
        </table>
        <History events={order.events} />
        {/* The link is one long word: let it wrap instead of widening the page on phones. */}
        <p style={{ overflowWrap: 'anywhere' }}>
          {t.trackingHint} <a href={`${basePath}${path}`}>{`${baseUrl}${path}`}</a>
        </p>
        <p>
          <a className="btn wa" href={whatsappLink(shop.phone, summary)} rel="noopener noreferrer">
            {t.whatsapp}
          </a>
        </p>
        <p>
          <a href={`${basePath}/home`}>{t.backHome}</a>
        </p>
      </section>
    </Layout>
  )
}
