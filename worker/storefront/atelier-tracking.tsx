import type { Context } from 'hono'
import { formatDate, formatMoney } from '#themes/format.ts'
import type { AppEnv } from '../env'
import { STAGE_LABEL, type TailoringTracking } from '../schemas/atelier/orders'
import { getTailoringTracking } from '../services/atelier/tailoring-orders-tracking'
import { PRIVATE_PAGE } from './forms'
import type { Shop } from './routes'

type C = Context<AppEnv>

// The shops' timezone is Africa/Ouagadougou, which is UTC all year.
const when = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
})
const day = (isoDay: string) => formatDate(`${isoDay}T00:00:00Z`)

function History({ events }: { events: TailoringTracking['events'] }) {
  return (
    <section className="history" aria-labelledby="history-title">
      <h2 id="history-title">Historique</h2>
      <ol>
        {events.map((e) => (
          <li key={`${e.stage}-${e.createdAt}`}>
            <strong>{STAGE_LABEL[e.stage]}</strong>
            <span className="muted">
              {' · '}
              <time dateTime={e.createdAt}>{when.format(new Date(e.createdAt))}</time>
            </span>
            {e.note ? <p>{e.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  )
}

function TrackingBody({ order }: { order: TailoringTracking }) {
  const open = order.stage !== 'delivered' && order.stage !== 'canceled'
  return (
    <section className="wrap narrow">
      <h1>Commande {order.number}</h1>
      <p>
        Étape : <span className="badge">{STAGE_LABEL[order.stage]}</span>
      </p>
      {open ? (
        <p>
          Date prévue : <strong>{day(order.promisedOn)}</strong>
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

/**
 * GET /<slug>/atelier/suivi/<token>: the customer's private page for a tailoring order, in
 * the shop's theme. Never cached nor indexed; the theme's 404 for an unknown token.
 */
export async function atelierTracking(c: C, { store, theme, ctx, html }: Shop) {
  const token = c.req.param('token') ?? ''
  const order = await getTailoringTracking(c.var.ctx, store.id, token)
  const { Layout } = theme
  const seo = { title: `Commande ${order.number}`, path: `/atelier/suivi/${token}`, noindex: true }
  return html(
    <Layout ctx={ctx} seo={seo}>
      <TrackingBody order={order} />
    </Layout>,
    { headers: PRIVATE_PAGE },
  )
}
