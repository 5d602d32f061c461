import * as z from 'zod/mini'
import { countryCode, optionalMoneyAmount, optionalText, phonePlan } from './fields'
import { msg } from './messages'
import { OrderLineInput } from './orders'
import { type PaymentRowMethod, paymentMsg, transferReference } from './payments'
import { DEFAULT_COUNTRY_CODE } from './phone'

/**
 * "Nouvelle vente" (issue 14): a sale the merchant made in the shop or over WhatsApp, recorded
 * so that stock and figures cover every sale. Shared by the worker and the dashboard.
 */

/** How a recorded sale was paid: the merchant's own methods (no provider behind them). */
export const SALE_METHODS = ['cash', 'mobile_money', 'other'] as const satisfies PaymentRowMethod[]
export type SaleMethod = (typeof SALE_METHODS)[number]

export const saleMsg = {
  emptySale: 'Ajoutez au moins un produit à la vente',
  chooseMethod: 'Choisissez comment la vente a été payée',
  priceAboveZero: 'Le prix doit être supérieur à zéro',
  referenceUsed:
    'Cette référence de mobile money est déjà enregistrée pour une autre vente ou commande',
} as const

/** One line: the product (size and colour as it offers them) and, when haggled, its unit price. */
export const SaleLineInput = z.extend(OrderLineInput, {
  /** Blank: the product's current price. Typed like a product's price ("15 000"). */
  unitPrice: optionalMoneyAmount('unitPrice'),
})
export type SaleLineInput = z.infer<typeof SaleLineInput>

/**
 * POST /api/orders/manual. The customer is optional, every part of it: at the counter a
 * merchant often sells to someone whose name they never ask. A phone, when given, keeps the
 * customer in the shop's customer list, as a storefront order does.
 */
export const ManualSaleInput = z
  .object({
    items: z.array(SaleLineInput).check(z.minLength(1, saleMsg.emptySale), z.maxLength(50)),
    firstName: optionalText(80),
    lastName: optionalText(80),
    phoneCountryCode: z.optional(countryCode),
    phone: z.optional(z.string().check(z.trim(), z.maxLength(40, msg.invalidPhone))),
    city: optionalText(80),
    note: optionalText(500),
    /** A delivery fee charged with the sale (ADR 050), typed like a price; blank: none. */
    deliveryFee: optionalMoneyAmount('deliveryFee'),
    paid: z.boolean({ error: msg.required }),
    method: z.optional(z.enum(SALE_METHODS, { error: () => saleMsg.chooseMethod })),
    /** The mobile money SMS's transaction id: kept for mobile money only. */
    reference: z.optional(
      z.string().check(
        z.trim(),
        z.toUpperCase(),
        z.refine(
          (v) => v === '' || transferReference.safeParse(v).success,
          paymentMsg.referenceFormat,
        ),
      ),
    ),
  })
  .check(
    phonePlan(DEFAULT_COUNTRY_CODE),
    z.superRefine((v, ctx) => {
      if (v.paid && !v.method)
        ctx.addIssue({ code: 'custom', path: ['method'], message: saleMsg.chooseMethod })
    }),
  )
export type ManualSaleInput = z.infer<typeof ManualSaleInput>
