import type { ReactNode } from 'react'
import { formatCalendarDay } from '#themes/format.ts'
import { brandVars } from '#themes/shared/brand-vars.ts'
import { InlineStyle } from '#themes/shared/inline-style.tsx'
import { DOOR_OUTCOME_LABEL, DOOR_OUTCOMES } from '../schemas/couriers'
import { DELIVERY_METHOD_LABEL } from '../schemas/delivery'
import { formatMoney } from '../schemas/money'
import { ORDER_STATUS_LABEL } from '../schemas/order-status'
import { formatPhone } from '../schemas/phone'
import { formatDateTime } from '../schemas/shop-clock'
import type { CourierRun, Parcel } from '../services/couriers/courier-run'
import { isClosedOrder } from '../services/couriers/door'
import { courierWords as w } from './fr'

/**
 * The courier's page: plain HTML, no script, readable on a 360 px phone in the sun. Big tap
 * targets, the amount to collect first, one form per outcome (works with JavaScript off).
 */
const CSS = `*{box-sizing:border-box}
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111;background:#f4f4f5}
header{background:var(--brand);color:var(--on-brand);padding:12px 16px}
header p{margin:0;font-weight:700;overflow-wrap:anywhere}
main{max-width:40rem;margin:0 auto;padding:12px}
h1{font-size:1.3rem;margin:4px 0}
h2{font-size:1.1rem;margin:0 0 6px}
h3{font-size:1rem;margin:16px 0 8px;color:#444}
p{margin:4px 0;overflow-wrap:anywhere}
ol,ul{margin:0;padding:0;list-style:none}
.muted{color:#555}
.note{background:#fff7ed;border:1px solid #fdba74;border-radius:8px;padding:8px 12px}
.flash{border-radius:8px;padding:10px 12px;margin:8px 0;font-weight:600}
.ok{background:#ecfdf5;border:1px solid #6ee7b7}
.err{background:#fef2f2;border:1px solid #fca5a5}
.card{background:#fff;border-radius:10px;padding:12px;margin:10px 0;box-shadow:0 1px 2px rgba(0,0,0,.08)}
.due{font-size:1.25rem;margin:6px 0 10px}
.due strong{color:var(--brand-ink)}
.due .muted{font-size:1rem}
.items li{padding:2px 0}
a{color:var(--brand-ink)}
.tel{display:inline-block;padding:8px 0;font-weight:700;font-size:1.1rem}
.door{border:0;margin:12px 0 0;padding:0;min-width:0}
.door legend{padding:0;margin-bottom:6px;font-weight:600}
.outcomes{display:grid;grid-template-columns:1fr 1fr;gap:8px}
.outcomes form{margin:0}
.outcomes button{width:100%;min-height:48px;border:0;border-radius:8px;font:inherit;font-weight:700;padding:8px;background:var(--brand);color:var(--on-brand)}
.outcomes .refused,.outcomes .absent{background:#e4e4e7;color:#111}`

function Page({ title, color, children }: { title: string; color?: string; children: ReactNode }) {
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
        <title>{title}</title>
        <InlineStyle css={`:root{${brandVars(color ?? '')}}\n${CSS}`} />
      </head>
      <body>{children}</body>
    </html>
  )
}

/** Unknown, revoked or foreign link: nothing of any shop, only what to do. */
export function LinkGonePage({ text }: { text: string }) {
  return (
    <Page title={w.gone}>
      <main>
        <h1>{w.gone}</h1>
        <p className="note">{text}</p>
      </main>
    </Page>
  )
}

export type Flash = { ok: boolean; text: string }

export function CourierPage({
  shop,
  run,
  action,
  flash,
}: {
  shop: { name: string; color: string; timeZone: string }
  run: CourierRun
  /** Where each parcel's forms post: `<base>/livraison/<token>`. */
  action: string
  flash: Flash | null
}) {
  const closed = run.run.closedAt !== null
  const open = run.parcels.filter((p) => !p.delivery.outcome)
  const done = run.parcels.filter((p) => p.delivery.outcome)
  return (
    <Page title={w.title(shop.name)} color={shop.color}>
      <header>
        <p>{shop.name}</p>
      </header>
      <main>
        <h1>{w.run(formatCalendarDay(run.run.day))}</h1>
        <p className="muted">{w.courier(run.courierName)}</p>
        {flash ? (
          <p role="status" className={`flash ${flash.ok ? 'ok' : 'err'}`}>
            {flash.text}
          </p>
        ) : null}
        {closed ? <p className="note">{w.closed}</p> : null}
        {run.parcels.length === 0 ? <p>{w.empty}</p> : null}
        {open.length > 0 ? (
          <section>
            <h3>{w.toDeliver(open.length)}</h3>
            <ol>
              {open.map((p) => (
                <li key={p.delivery.id}>
                  <OpenParcel parcel={p} action={action} readOnly={closed} />
                </li>
              ))}
            </ol>
          </section>
        ) : null}
        {done.length > 0 ? (
          <section>
            <h3>{w.done(done.length)}</h3>
            <ol>
              {done.map((p) => (
                <li key={p.delivery.id}>
                  <DoneParcel parcel={p} timeZone={shop.timeZone} />
                </li>
              ))}
            </ol>
          </section>
        ) : null}
      </main>
    </Page>
  )
}

/** A parcel with its outcome: its number, the outcome and when; no personal data any more. */
function DoneParcel({ parcel, timeZone }: { parcel: Parcel; timeZone: string }) {
  const { delivery, order } = parcel
  return (
    <article className="card" id={`p-${delivery.id}`}>
      <h2>{w.order(order.number)}</h2>
      <p>
        <strong>{DOOR_OUTCOME_LABEL[delivery.outcome!]}</strong>
        {delivery.outcomeAt ? (
          <span className="muted"> · {formatDateTime(delivery.outcomeAt, timeZone)}</span>
        ) : null}
      </p>
      {delivery.cashCollected > 0 ? (
        <p>{w.collected(formatMoney(delivery.cashCollected, order.currency))}</p>
      ) : null}
    </article>
  )
}

/** What the courier needs at the door: the amount, the goods, who, where, then the buttons. */
function OpenParcel({
  parcel,
  action,
  readOnly,
}: {
  parcel: Parcel
  action: string
  readOnly: boolean
}) {
  const { delivery, order, items, due } = parcel
  // A parcel whose order was closed meanwhile (canceled by the shop): its number only.
  if (isClosedOrder(order.status))
    return (
      <article className="card" id={`p-${delivery.id}`}>
        <h2>{w.order(order.number)}</h2>
        <p className="note">{w.orderClosed(ORDER_STATUS_LABEL[order.status])}</p>
      </article>
    )
  const feePending = order.deliveryMethod === 'other' && order.deliveryFee === null
  const location = order.locationUrl?.trim() ?? ''
  const zone =
    order.deliveryMethod === 'zone'
      ? order.deliveryZoneName
      : order.deliveryMethod
        ? DELIVERY_METHOD_LABEL[order.deliveryMethod]
        : null
  return (
    <article className="card" id={`p-${delivery.id}`}>
      <h2>{w.order(order.number)}</h2>
      <p className="due">
        {due > 0 ? (
          <>
            {w.collect} : <strong>{formatMoney(due, order.currency)}</strong>
            {feePending ? <span className="muted"> + {w.feePending}</span> : null}
          </>
        ) : (
          <strong>{w.alreadyPaid}</strong>
        )}
      </p>
      <ul className="items" aria-label={w.items}>
        {items.map((i) => (
          <li key={i.id}>
            {i.quantity} × {i.productName}
            {i.size ? `, ${w.size(i.size)}` : ''}
            {i.color ? `, ${w.color(i.color)}` : ''}
          </li>
        ))}
      </ul>
      <p>
        {w.customer} : {order.firstName} {order.lastName}
      </p>
      {order.phone ? (
        <p>
          <a className="tel" href={`tel:+${order.phone}`}>
            {w.call} {formatPhone(order.phone)}
          </a>
        </p>
      ) : null}
      <p>
        {w.zone} : {zone ? `${zone} (${order.city})` : order.city}
      </p>
      {order.landmark ? (
        <p>
          {w.landmark} : {order.landmark}
        </p>
      ) : null}
      {location ? (
        <p>
          {w.location} :{' '}
          {/^https:\/\//i.test(location) ? (
            <a href={location} rel="noreferrer noopener" target="_blank">
              {w.openLocation}
            </a>
          ) : (
            location
          )}
        </p>
      ) : null}
      {readOnly ? null : (
        <fieldset className="door">
          <legend>{w.outcomeAsk}</legend>
          <div className="outcomes">
            {DOOR_OUTCOMES.map((outcome) => (
              <form key={outcome} method="post" action={`${action}/${delivery.id}`}>
                <input type="hidden" name="outcome" value={outcome} />
                <button type="submit" className={outcome}>
                  {DOOR_OUTCOME_LABEL[outcome]}
                </button>
              </form>
            ))}
          </div>
        </fieldset>
      )}
    </article>
  )
}
