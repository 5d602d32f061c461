import { PAYMENT_ROW_METHOD_LABEL, WALLET_OPERATOR_LABEL } from '#worker/schemas/payments.ts'
import { formatPhone } from '#worker/schemas/phone.ts'
import { formatDateTime, formatMoney } from '../../format'
import type { ReceiptPayment, ThemeContext } from '../../types'
import { FormAlert } from '../fields'
import { StatusHistory } from '../status-history'
import { payWords } from './fr'

/**
 * The payment part of the tracking page: where the order's payment stands and the one next step
 * the shopper can take (pay online, send a transfer's reference), all plain forms.
 */
export function PaymentPanel({
  ctx,
  token,
  total,
  currency,
  payment,
}: {
  ctx: ThemeContext
  token: string
  total: number
  currency: string
  payment: ReceiptPayment
}) {
  const base = `${ctx.basePath}/orders/${token}`
  const { status, method } = payment
  const paysOnline = method === 'online' && payment.canPay
  const sendsReference = method === 'transfer' && payment.canPay
  const dueAt =
    payment.dueAt &&
    !payment.awaitsMerchant &&
    (status === 'unpaid' || status === 'failed' || status === 'pending')
      ? payment.dueAt
      : null
  // A delivered cash-on-delivery order has none of these: no section at all, rather than an
  // empty one keeping its padding (a blank band on the tracking page).
  const shows =
    payment.checking ||
    payment.paidAfterExpiry ||
    dueAt ||
    payment.formError ||
    paysOnline ||
    payment.switchTo.length > 0 ||
    sendsReference ||
    payment.attempts.length > 0
  if (!shows) return null
  return (
    <section className="payment" aria-label={payWords.paymentTitle}>
      {/* No JavaScript needed: the page reloads itself until the server knows. */}
      {payment.checking ? <meta httpEquiv="refresh" content="5" /> : null}
      {payment.paidAfterExpiry ? <p>{payWords.paidAfterExpiry}</p> : null}
      {dueAt ? (
        <p className="muted">{payWords.dueBy(formatDateTime(dueAt, ctx.shop.timeZone))}</p>
      ) : null}
      {/* A refusal with no form of its own to show it (a switch tapped twice). */}
      {paysOnline || sendsReference ? null : <FormAlert message={payment.formError} />}
      {paysOnline ? (
        <form method="post" action={`${base}/pay`}>
          <FormAlert message={payment.formError} />
          <button className="btn wide" type="submit">
            {status === 'failed' ? payWords.payAgain : payWords.payNow}
          </button>
        </form>
      ) : null}
      {payment.switchTo.length > 0 ? <SwitchForms base={base} methods={payment.switchTo} /> : null}
      {sendsReference ? (
        <TransferForm base={base} total={total} currency={currency} payment={payment} />
      ) : null}
      <StatusHistory
        title={payWords.attemptsTitle}
        timeZone={ctx.shop.timeZone}
        entries={payment.attempts.map((a) => ({
          key: a.id,
          label: `${PAYMENT_ROW_METHOD_LABEL[a.method]} · ${payWords.attempt[a.status]}`,
          createdAt: a.createdAt,
          note: a.reference ? `${payWords.reference} : ${a.reference}` : null,
        }))}
      />
    </section>
  )
}

/** "Or pay another way": one plain form per way the shop offers, no JavaScript needed. */
function SwitchForms({ base, methods }: { base: string; methods: ReceiptPayment['switchTo'] }) {
  return (
    <div className="pay-switch">
      <p>{payWords.switchIntro}</p>
      {methods.map((m) => (
        <form key={m} method="post" action={`${base}/method`}>
          <input type="hidden" name="paymentMethod" value={m} />
          <button className="btn wide ghost" type="submit">
            {payWords.switchTo[m]}
          </button>
        </form>
      ))}
    </div>
  )
}

function TransferForm({
  base,
  total,
  currency,
  payment,
}: {
  base: string
  total: number
  currency: string
  payment: ReceiptPayment
}) {
  const error = payment.formErrors?.reference
  return (
    <form method="post" action={`${base}/reference`} className="buy">
      <p>
        {payWords.sendTo} <strong className="nowrap">{formatMoney(total, currency)}</strong>{' '}
        {payWords.toOneOf}
      </p>
      <ul>
        {payment.wallets.map((w) => (
          <li key={`${w.operator}-${w.number}`}>
            <strong>{WALLET_OPERATOR_LABEL[w.operator]}</strong> :{' '}
            <span className="nowrap">{formatPhone(w.number)}</span> ({w.holderName})
          </li>
        ))}
      </ul>
      <FormAlert message={payment.formError} />
      <div className="field">
        <label htmlFor="f-reference">{payWords.referenceLabel}</label>
        <input
          id="f-reference"
          name="reference"
          required
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          defaultValue={payment.referenceValue ?? ''}
          {...(error ? { 'aria-invalid': true, 'aria-describedby': 'e-f-reference' } : {})}
        />
        {error ? (
          <p className="err" id="e-f-reference">
            {error}
          </p>
        ) : null}
      </div>
      <button className="btn wide" type="submit">
        {payWords.referenceSubmit}
      </button>
    </form>
  )
}
