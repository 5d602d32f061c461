import type { DeliveryOffer } from '#worker/schemas/delivery.ts'
import { sizedUrl } from '#worker/schemas/image-sizes.ts'
import { formatMoney } from '../../format'
import { t } from '../../fr'
import type { CartData, CartLineView, ThemeContext } from '../../types'
import { FormAlert } from '../fields'
import { lineLabel } from '../lines-table'

function stockNote(line: CartLineView): string | null {
  if (line.available === 0) return t.outOfStock
  return line.quantity > line.available ? t.onlyLeft(line.available) : null
}

/** One line: its picture, prices from the database, and a form to change or remove it. */
function Line({ ctx, line, index }: { ctx: ThemeContext; line: CartLineView; index: number }) {
  const { basePath, shop } = ctx
  const label = lineLabel(line.name, line.size, line.color)
  const note = stockNote(line)
  return (
    <li className="line">
      {line.imageUrl ? (
        <img src={sizedUrl(line.imageUrl, 320) ?? line.imageUrl} alt="" width={80} height={80} />
      ) : (
        <div className="noimg" />
      )}
      <div className="line-info">
        <a href={`${basePath}/products/${encodeURIComponent(line.productId)}`}>{label}</a>
        <p className="muted">
          {t.unitPrice} : {formatMoney(line.unitPrice, shop.currency)} · {t.lineTotal} :{' '}
          <strong>{formatMoney(line.lineTotal, shop.currency)}</strong>
        </p>
        {note ? <p className="err">{note}</p> : null}
        <form method="post" action={`${basePath}/cart/update`} className="qty">
          <input type="hidden" name="line" value={line.key} />
          <label htmlFor={`q-${index}`}>
            {t.quantity}
            <span className="sr">{t.quantityOf(label)}</span>
          </label>
          <input
            id={`q-${index}`}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={0}
            max={shop.maxOrderQuantity}
            defaultValue={line.quantity}
            required
          />
          <button className="btn small" type="submit">
            {t.update}
          </button>
          <button
            className="btn small ghost"
            type="submit"
            formAction={`${basePath}/cart/remove`}
            formNoValidate
            aria-label={t.removeLabel(label)}
          >
            {t.remove}
          </button>
        </form>
      </div>
    </li>
  )
}

/** What delivery will cost, before the zone is chosen: the cheapest way, or free pickup. */
function cartDeliveryLine(offer: DeliveryOffer, currency: string): string {
  const fees = offer.zones.map((z) => z.fee)
  const from =
    offer.pickup || fees.includes(0)
      ? t.delivery.freeOption
      : fees.length > 0
        ? t.delivery.fromFee(formatMoney(Math.min(...fees), currency))
        : t.delivery.otherHint
  return t.delivery.cartLine(from)
}

/** The cart page: lines with server prices, quantities to change, the total, then checkout. */
export function CartBody({ ctx, data }: { ctx: ThemeContext; data: CartData }) {
  const { basePath, shop } = ctx
  const { cart } = data
  return (
    <section className="wrap narrow">
      <h1>{t.cartTitle}</h1>
      {data.notice ? (
        <p className="ok" role="status">
          {data.notice}
        </p>
      ) : null}
      <FormAlert message={data.error} />
      {cart.lines.length === 0 ? (
        <>
          <p>{t.cartEmpty}</p>
          <a className="btn" href={`${basePath}/products`}>
            {t.continueShopping}
          </a>
        </>
      ) : (
        <>
          <ul className="lines">
            {cart.lines.map((line, i) => (
              <Line key={line.key} ctx={ctx} line={line} index={i} />
            ))}
          </ul>
          {data.delivery ? (
            <p className="muted delivery-line">{cartDeliveryLine(data.delivery, shop.currency)}</p>
          ) : null}
          <p className="cart-total">
            {t.orderTotal} : <strong>{formatMoney(cart.total, shop.currency)}</strong>
          </p>
          <p className="actions">
            <a className="btn" href={`${basePath}/checkout`}>
              {t.checkout}
            </a>
            <a href={`${basePath}/products`}>{t.continueShopping}</a>
          </p>
        </>
      )}
    </section>
  )
}
