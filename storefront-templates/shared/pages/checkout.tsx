import { promoTotals } from '#worker/schemas/promo-codes.ts'
import { t } from '../../fr'
import type { CheckoutData, ThemeContext } from '../../types'
import { checkoutDeliveryLine, DeliveryChoice } from '../delivery-choice'
import { ContactFields, Field, FormAlert } from '../fields'
import { LinesTable } from '../lines-table'
import { PaymentChoice } from '../payment/choice'

/** Checkout: what is ordered (priced by the server) and the delivery contact. */
export function CheckoutBody({ ctx, data }: { ctx: ThemeContext; data: CheckoutData }) {
  const { basePath, shop } = ctx
  const { cart, form, delivery, promo } = data
  const chosen = delivery
    ? checkoutDeliveryLine(delivery, form.values.delivery, cart.total)
    : undefined
  // The same sums as the order written (promoTotals): the total shown is the total charged.
  const money = promoTotals(cart.total, chosen ? chosen.fee : 0, promo ?? null)
  const line = chosen && { ...chosen, fee: money.deliveryFee }
  return (
    <section className="wrap narrow">
      <h1>{t.checkoutTitle}</h1>
      <h2>{t.yourOrder}</h2>
      <LinesTable
        caption={t.yourOrder}
        currency={shop.currency}
        total={money.total}
        rows={cart.lines.map((l) => ({ ...l, id: l.key }))}
        delivery={line}
        discount={promo && { code: promo.code, amount: promo.discount }}
      />
      <p>
        <a href={`${basePath}/cart`}>{t.editCart}</a>
      </p>
      <form method="post" action={`${basePath}/checkout`} className="buy">
        <h2>{t.deliveryContact}</h2>
        {data.remembered ? (
          <p className="hint">
            {t.rememberedHint} {t.notYou} <a href={`${basePath}/checkout/effacer`}>{t.forgetMe}</a>
          </p>
        ) : null}
        {/* Enter in a field submits with the form's first submit button: this one places the
            order (as « Confirmer » does), not « Appliquer » further down. Out of sight and out
            of the tab order: the visible buttons are unchanged. */}
        <button type="submit" className="sr" tabIndex={-1} aria-hidden="true">
          {t.confirmOrder}
        </button>
        <FormAlert message={form.formError} form={form} />
        {/* Made by the server for this render: a double tap finds the order the first made. */}
        <input type="hidden" name="idempotencyKey" value={form.values.idempotencyKey ?? ''} />
        <ContactFields form={form} />
        {delivery ? <DeliveryChoice offer={delivery} form={form} currency={shop.currency} /> : null}
        {/* Unticked unless the shopper chose it before: kept in a cookie of this shop only. */}
        <label className="remember">
          <input
            type="checkbox"
            name="remember"
            value="1"
            defaultChecked={form.values.remember === '1'}
          />
          {t.rememberMe}
        </label>
        {/* A plain field and a second submit: "Appliquer" shows the discount before ordering
            (nothing counted), with or without JavaScript; the order checks the code again. */}
        <Field
          form={form}
          name="promoCode"
          label={t.promo.field}
          props={{ required: false, maxLength: 60, autoCapitalize: 'characters' }}
        />
        <p>
          <button className="btn light" type="submit" name="intent" value="apply" formNoValidate>
            {t.promo.apply}
          </button>
        </p>
        <PaymentChoice methods={data.methods ?? []} form={form} />
        <button className="btn wide" type="submit">
          {t.confirmOrder}
        </button>
      </form>
    </section>
  )
}
