import { ORDER_STATUS_LABEL } from '#worker/schemas/orders.ts'
import { formatMoney } from '../../format'
import { t } from '../../fr'
import { whatsappLink } from '../../links'
import type { ReceiptData, ThemeContext } from '../../types'
import { Layout } from '../layout'

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
                <td>× {i.quantity}</td>
                <td>{formatMoney(i.lineTotal, order.currency)}</td>
              </tr>
            ))}
            <tr>
              <th colSpan={2}>{t.orderTotal}</th>
              <th>{formatMoney(order.total, order.currency)}</th>
            </tr>
          </tbody>
        </table>
        <p>
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
