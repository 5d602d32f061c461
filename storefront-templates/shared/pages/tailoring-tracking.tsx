import { STAGE_LABEL } from '#worker/schemas/atelier/orders.ts'
import { formatDate, formatDateTime, formatMoney } from '../../format'
import type { TailoringTrackingData } from '../../types'

function History({ events }: { events: TailoringTrackingData['order']['events'] }) {
  return (
    <section className="history" aria-labelledby="history-title">
      <h2 id="history-title">Historique</h2>
      <ol>
        {events.map((e) => (
          <li key={`${e.stage}-${e.createdAt}`}>
            <strong>{STAGE_LABEL[e.stage]}</strong>
            <span className="muted">
              {' · '}
              <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
            </span>
            {e.note ? <p>{e.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  )
}

/** A tailoring order as its customer follows it: stage, promised day, garments, balance, history. */
export function TailoringTrackingBody({ data: { order } }: { data: TailoringTrackingData }) {
  const open = order.stage !== 'delivered' && order.stage !== 'canceled'
  return (
    <section className="wrap narrow">
      <h1>Commande {order.number}</h1>
      <p>
        Étape : <span className="badge">{STAGE_LABEL[order.stage]}</span>
      </p>
      {open ? (
        <p>
          Date prévue : <strong>{formatDate(`${order.promisedOn}T00:00:00Z`)}</strong>
        </p>
      ) : null}
      <table>
        <caption className="sr">Vêtements</caption>
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
          Reste à payer :{' '}
          <strong className="nowrap">{formatMoney(order.balance, order.currency)}</strong>
        </p>
      ) : null}
      <History events={order.events} />
    </section>
  )
}
