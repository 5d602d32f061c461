import { describe, expect, it } from 'vitest'
import { PaymentSummary } from '#themes/shared/payment-summary.tsx'
import type { ReceiptPayment } from '#themes/types.ts'
import {
  ORDER_PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '#worker/schemas/payments.ts'
import { ctxOf, fullShop, html, receipt, THEME_NAMES, THEMES } from './fixtures.tsx'

// Issue 14: the confirmation page says how payment and delivery happen, in every theme,
// as plain HTML (the storefront needs no JavaScript).

const COD = 'Paiement à la livraison : la boutique vous appelle pour convenir de la livraison'

/** The words of the summary alone, tags stripped. */
const textOf = (method: (typeof ORDER_PAYMENT_METHODS)[number], paymentStatus: PaymentStatus) =>
  html(<PaymentSummary method={method} paymentStatus={paymentStatus} />).replace(/<[^>]+>/g, ' ')

/** A delivered cash-on-delivery order's payment: nothing left to do, nothing tried online. */
const settled: ReceiptPayment = {
  method: 'cash_on_delivery',
  status: 'paid',
  dueAt: null,
  paidAfterExpiry: false,
  attempts: [],
  wallets: [],
  canPay: false,
  checking: false,
  switchTo: [],
  awaitsMerchant: false,
}

describe.each(THEME_NAMES)('the %s receipt page', (name) => {
  const theme = THEMES[name]
  const page = (order: Parameters<typeof receipt>[0], payment?: ReceiptPayment) =>
    html(
      <theme.ReceiptPage
        ctx={ctxOf(fullShop({ theme: name }))}
        data={{ order: receipt(order), ...(payment ? { payment } : {}) }}
      />,
    )

  it('has no payment section when nothing is left to pay or show (no blank band)', () => {
    const paid = { paymentMethod: 'cash_on_delivery', paymentStatus: 'paid' } as const
    expect(page(paid, settled)).not.toContain('class="payment"')
    // With something to show, the section is there.
    const tried = {
      ...settled,
      attempts: [
        {
          id: 'pay_1',
          method: 'cash' as const,
          status: 'paid' as const,
          reference: null,
          createdAt: '2026-11-20T10:00:00Z',
        },
      ],
    }
    expect(page(paid, tried)).toContain('class="payment"')
  })

  it('says a cash-on-delivery order is paid on delivery, the shop calling to arrange it', () => {
    const body = page({ paymentMethod: 'cash_on_delivery', paymentStatus: 'unpaid' })
    expect(body).toContain('Paiement et livraison')
    expect(body).toContain(COD)
  })

  it('says an online payment is being checked, then paid', () => {
    expect(page({ paymentMethod: 'online', paymentStatus: 'pending' })).toContain(
      'Paiement en cours de vérification',
    )
    expect(page({ paymentMethod: 'online', paymentStatus: 'paid' })).toContain(
      'Payée par mobile money ou carte',
    )
  })

  it('says a transfer reference is with the shop', () => {
    expect(page({ paymentMethod: 'transfer', paymentStatus: 'pending' })).toContain(
      'Référence reçue : la boutique vérifie votre paiement',
    )
  })
})

describe('PaymentSummary', () => {
  it('has words for every method and payment status, with no script', () => {
    for (const method of ORDER_PAYMENT_METHODS)
      for (const status of PAYMENT_STATUSES) {
        const markup = html(<PaymentSummary method={method} paymentStatus={status} />)
        expect(markup, `${method}/${status}`).not.toContain('<script')
        const text = textOf(method, status)
        expect(text, `${method}/${status}`).toContain('Paiement et livraison')
        expect(text, `${method}/${status}`).not.toMatch(/undefined|null/)
        expect(text.replace('Paiement et livraison', '').trim().length).toBeGreaterThan(10)
      }
  })

  it('tells the online outcomes apart: paid, being checked, failed, expired', () => {
    expect(textOf('online', 'paid')).toContain('Payée par mobile money ou carte')
    expect(textOf('online', 'paid')).toContain('la boutique vous appelle')
    expect(textOf('online', 'pending')).toContain('Paiement en cours de vérification')
    expect(textOf('online', 'failed')).toContain('Le paiement n’a pas abouti')
    expect(textOf('online', 'expired')).toContain('Délai de paiement dépassé')
  })

  it('tells a transfer awaiting its reference from one the shop is checking or confirmed', () => {
    expect(textOf('transfer', 'unpaid')).toContain('En attente de la référence de votre transfert')
    expect(textOf('transfer', 'pending')).toContain(
      'Référence reçue : la boutique vérifie votre paiement',
    )
    expect(textOf('transfer', 'paid')).toContain('la boutique a confirmé votre paiement')
    expect(textOf('transfer', 'failed')).toContain('Référence introuvable')
  })

  it('marks a paid order as good news and a failed or expired one as a problem', () => {
    expect(html(<PaymentSummary method="online" paymentStatus="paid" />)).toMatch(
      /class="[^"]*\bok\b/,
    )
    for (const status of ['failed', 'expired'] as const)
      expect(html(<PaymentSummary method="online" paymentStatus={status} />)).toMatch(
        /class="[^"]*\balert\b/,
      )
    expect(html(<PaymentSummary method="cash_on_delivery" paymentStatus="unpaid" />)).not.toMatch(
      /\b(ok|alert)\b/,
    )
  })
})
