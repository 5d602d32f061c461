import type { DeliveryOffer, OrderDelivery } from '#worker/schemas/delivery.ts'
import { formatMoney } from '../format'
import { t } from '../fr'
import type { FormState } from '../types'
import { Field } from './fields'
import { LOCATE_SCRIPT } from './locate-script'

const d = t.delivery

/**
 * Where the order goes (ADR 050): plain radio buttons with each zone's fee and delay, pickup and
 * "other zone", so the choice works without JavaScript; then the landmark ("repère") and an
 * optional location, typed, or filled by "Partager ma position" where scripts run.
 */
export function DeliveryChoice({
  offer,
  form,
  currency,
}: {
  offer: DeliveryOffer
  form: FormState
  currency: string
}) {
  const chosen = form.values.delivery ?? ''
  const error = form.errors.delivery
  const radio = (value: string, title: string, detail: string, first: boolean) => (
    <label key={value} className="pay-method">
      <input
        type="radio"
        name="delivery"
        value={value}
        required
        defaultChecked={value === chosen}
        {...(first && error
          ? { 'aria-invalid': true, 'aria-describedby': 'e-delivery', autoFocus: true }
          : {})}
      />
      <span>
        <strong>{title}</strong>
        <br />
        <span className="muted">{detail}</span>
      </span>
    </label>
  )
  const options = [
    ...offer.zones.map((z) => ({
      value: `zone:${z.id}`,
      title: z.name,
      detail: [z.fee === 0 ? d.free : formatMoney(z.fee, currency), z.delay]
        .filter(Boolean)
        .join(' · '),
    })),
    ...(offer.pickup
      ? [
          {
            value: 'pickup',
            title: d.pickup,
            detail: [d.pickupFee, offer.pickup.address, offer.pickup.hours]
              .filter(Boolean)
              .join(' · '),
          },
        ]
      : []),
    ...(offer.otherZone ? [{ value: 'other', title: d.other, detail: d.otherHint }] : []),
  ]
  return (
    <>
      <fieldset className="field pay-methods" aria-describedby={error ? 'e-delivery' : undefined}>
        <legend>{d.choose}</legend>
        {offer.freeDeliveryFrom !== null ? (
          <p className="muted">{d.freeFrom(formatMoney(offer.freeDeliveryFrom, currency))}</p>
        ) : null}
        {options.map((o, i) => radio(o.value, o.title, o.detail, i === 0))}
        {error ? (
          <p className="err" id="e-delivery">
            {error}
          </p>
        ) : null}
      </fieldset>
      <LocationFields form={form} />
    </>
  )
}

/** The landmark and the location, optional; the button is shown only where a script runs. */
export function LocationFields({ form }: { form?: FormState }) {
  return (
    <>
      <Field
        form={form}
        name="landmark"
        label={d.landmark}
        props={{ required: false, maxLength: 200, placeholder: d.landmarkHint }}
      />
      <Field
        form={form}
        name="location"
        label={d.location}
        props={{ required: false, maxLength: 300, placeholder: d.locationHint }}
      />
      <p className="locate" hidden data-locating={d.locating} data-failed={d.locationFailed}>
        <button type="button" className="btn light" data-share-location="f-location">
          {d.shareLocation}
        </button>
      </p>
      {/* A constant, allowed by its hash on this page only (worker/storefront/csp.ts). */}
      <script dangerouslySetInnerHTML={{ __html: LOCATE_SCRIPT }} />
    </>
  )
}

/** "Ouaga 2000", "Retrait en boutique", "Autre zone": how the order's delivery is named. */
export const deliveryName = (delivery: Pick<OrderDelivery, 'method' | 'zoneName'>) =>
  delivery.method === 'pickup'
    ? d.pickup
    : delivery.method === 'other'
      ? d.other
      : (delivery.zoneName ?? d.other)

/** The delivery line of a summary: its name and fee (null: to confirm, or to choose). */
export type DeliveryLine = { label: string; fee: number | null; pending: string }

/** The checkout's line: the zone chosen (a refused form comes back with it), or "to choose". */
export function checkoutDeliveryLine(
  offer: DeliveryOffer,
  chosen: string | undefined,
  subtotal: number,
): DeliveryLine {
  const zone = offer.zones.find((z) => `zone:${z.id}` === chosen)
  if (zone) {
    const free = offer.freeDeliveryFrom !== null && subtotal >= offer.freeDeliveryFrom
    return { label: d.line(zone.name), fee: free ? 0 : zone.fee, pending: d.pending }
  }
  if (chosen === 'pickup' && offer.pickup) return { label: d.line(d.pickup), fee: 0, pending: '' }
  if (chosen === 'other' && offer.otherZone)
    return { label: d.line(d.other), fee: null, pending: d.pending }
  return { label: d.title, fee: null, pending: d.toChoose }
}
