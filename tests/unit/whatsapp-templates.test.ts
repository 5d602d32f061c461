import { describe, expect, it } from 'vitest'
import * as words from '../../worker/services/message-templates.ts'
import type { OutgoingMessage } from '../../worker/services/outbox.ts'
import * as paymentWords from '../../worker/services/payments/message-templates.ts'
import {
  asParameter,
  placeholderCount,
  WHATSAPP_TEMPLATES,
  whatsappTemplateOf,
} from '../../worker/services/whatsapp/message-templates.ts'

/**
 * Every WhatsApp message the platform starts must match a template Meta approved, parameter for
 * parameter (else 132000 in production, ADR 049): each builder is called here on the WhatsApp
 * channel and checked against the repository's template.
 */
const to = { channel: 'whatsapp' as const, to: '22997000000' }
const money = { total: 15000, amount: 15000, currency: 'XOF' }
const link = 'https://boutiko.test/x'
const BUILT: OutgoingMessage[] = [
  words.orderPlacedForMerchant(to, {
    storeName: 'Chez Awa',
    number: 'C-1',
    customer: 'Koffi',
    city: 'Cotonou',
    phone: '22997000001',
    items: '2 × Robe wax (M)',
    payment: 'awaiting',
    link,
    ...money,
  }),
  words.orderReceiptForShopper(to, { storeName: 'Chez Awa', number: 'C-1', link, ...money }),
  words.orderStatusForShopper(to, {
    storeName: 'Chez Awa',
    number: 'C-1',
    statusLabel: 'Expédiée',
    message: 'Livraison demain\nà 10 h',
    link,
  }),
  words.orderStatusForShopper(to, {
    storeName: 'Chez Awa',
    number: 'C-1',
    statusLabel: 'Expédiée',
    message: null,
    link,
  }),
  words.deliveryAbsentForShopper(to, { storeName: 'Chez Awa', number: 'C-1', link }),
  words.reviewInviteForShopper(to, { storeName: 'Chez Awa', number: 'C-1', link }),
  words.verificationMessage(to, { firstName: 'Awa', link }),
  words.resetCodeMessage(to, { code: '482915', link }),
  words.subscriptionMessage(to, { storeName: 'Chez Awa', text: 'Votre essai se termine.', link }),
  words.planPaymentReceipt(to, {
    storeName: 'Chez Awa',
    planName: 'Pro',
    reference: 'TX-1',
    provider: 'FedaPay',
    endsOn: '28/12/2026',
    link,
    ...money,
  }),
  words.signupAttemptMessage(to, { signinLink: link, forgotLink: link }),
  words.passwordResetDoneMessage(to, { forgotLink: link }),
  words.staffInvitationMessage(to, { firstName: 'Awa', storeName: 'Chez Awa', link, days: 7 }),
  words.accountStatusMessage(to, { firstName: 'Awa', blocked: true, reason: 'Fraude' }),
  words.accountStatusMessage(to, { firstName: 'Awa', blocked: false, reason: undefined }),
  words.shopContactCodeMessage(to, { code: '482915' }),
  words.productUnpublishedMessage(to, {
    storeName: 'Chez Awa',
    product: 'Robe wax',
    reason: 'Photo d’un autre vendeur',
    link,
  }),
  words.courierRunLink(to, { storeName: 'Chez Awa', parcels: 3, day: '28/11/2026', link }),
  words.enquiryForMerchant(
    to,
    { name: 'Chez Awa' },
    { fullName: 'Koffi', email: 'k@x.test', phone: '22997000001', message: 'Bonjour', link },
  ),
  paymentWords.paymentReceiptForShopper(to, {
    storeName: 'Chez Awa',
    number: 'C-1',
    link,
    ...money,
  }),
  paymentWords.transferReferenceForMerchant(to, {
    number: 'C-1',
    amount: 15000,
    currency: 'XOF',
    reference: 'MP241128.1532',
    alsoOn: ['C-0'],
    link,
  }),
  paymentWords.transferRejectedForShopper(to, { storeName: 'Chez Awa', number: 'C-1', link }),
  paymentWords.paymentReminderForShopper(to, {
    storeName: 'Chez Awa',
    number: 'C-1',
    dueAt: '14 h 30',
    link,
    ...money,
  }),
  paymentWords.paymentForMerchant(to, {
    storeName: 'Chez Awa',
    number: 'C-1',
    link,
    late: true,
    method: 'Mobile Money',
    ...money,
  }),
  paymentWords.paymentSwitchedForMerchant(to, {
    number: 'C-1',
    method: 'Paiement à la livraison',
    link,
    ...money,
  }),
]

describe('WhatsApp templates', () => {
  it('has one template for every kind of message the platform starts', () => {
    const kinds = new Set(BUILT.map((m) => m.template))
    expect([...kinds].filter((k) => !whatsappTemplateOf(k))).toEqual([])
    expect(Object.keys(WHATSAPP_TEMPLATES).filter((k) => !kinds.has(k))).toEqual([])
  })

  it.each(BUILT.map((m, i) => [`${m.template} #${i}`, m] as const))(
    '%s gives exactly the parameters its template expects',
    (_, m) => {
      const template = whatsappTemplateOf(m.template)!
      expect(m.params).toHaveLength(placeholderCount(template.body))
    },
  )

  it.each(Object.entries(WHATSAPP_TEMPLATES))(
    '%s follows Meta’s rules: name, an example per variable, no variable at either end',
    (_, t) => {
      expect(t.name).toMatch(/^[a-z0-9_]+$/)
      expect(t.example).toHaveLength(placeholderCount(t.body))
      expect(t.body).not.toMatch(/^\s*\{\{\d+\}\}|\{\{\d+\}\}\s*$/)
    },
  )

  it('folds a parameter onto one line, as Meta requires', () => {
    expect(asParameter('Livraison demain\nà 10 h\t    ok')).toBe('Livraison demain à 10 h   ok')
    expect(asParameter('  ')).toBe('—')
  })
})
