import { FINAL_STAGES, STAGE_LABEL } from '#worker/schemas/atelier/orders.ts'
import { formatCalendarDay, formatMoney } from '../../format'
import { t } from '../../fr'
import { shopNameOf, whatsappLink } from '../../links'
import type { TailoringTrackingData, ThemeContext } from '../../types'
import { StatusHistory } from '../status-history'

/**
 * A tailoring order as its customer follows it: stage, promised day, garments, balance,
 * history, then how to reach the shop (WhatsApp about this order, a call, the contact page),
 * as on a shop order's tracking page.
 */
export function TailoringTrackingBody({
  ctx: { shop, basePath },
  data: { order },
}: {
  ctx: ThemeContext
  data: TailoringTrackingData
}) {
  const history = order.events.map((e) => ({
    key: `${e.stage}-${e.createdAt}`,
    label: STAGE_LABEL[e.stage],
    createdAt: e.createdAt,
    note: e.note,
  }))
  return (
    <section className="wrap narrow">
      <h1>{t.tailoringOrder(order.number)}</h1>
      <p>
        {t.tailoringStage} : <span className="badge">{STAGE_LABEL[order.stage]}</span>
      </p>
      {FINAL_STAGES.includes(order.stage) ? null : (
        <p>
          {t.tailoringPromisedOn} : <strong>{formatCalendarDay(order.promisedOn)}</strong>
        </p>
      )}
      <table>
        <caption className="sr">{t.tailoringGarments}</caption>
        <tbody>
          {order.garments.map((g, i) => (
            <tr key={i}>
              <td>{g.name}</td>
              <td className="nowrap num">× {g.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {order.balance > 0 ? (
        <p>
          {t.tailoringBalance} :{' '}
          <strong className="nowrap">{formatMoney(order.balance, order.currency)}</strong>
        </p>
      ) : null}
      <StatusHistory title={t.tailoringHistory} entries={history} timeZone={shop.timeZone} />
      <p>
        <a
          className="btn wa"
          href={whatsappLink(shop.phone, t.tailoringWhatsapp(shopNameOf(shop), order.number))}
          rel="noopener noreferrer"
        >
          {t.whatsapp}
        </a>
      </p>
      <p>
        <a href={`tel:+${shop.phone}`}>{t.callShop}</a> ·{' '}
        <a href={`${basePath}/contact`}>{t.contactShop}</a>
      </p>
    </section>
  )
}
