import { DEFAULT_COUNTRY, dialCodeOf } from '#dashboard/lib/countries.ts'
import { payloadResolver } from '#dashboard/lib/forms.ts'
import { toMinorUnits } from '#worker/schemas/money.ts'
import type { Product } from '#worker/schemas/products.ts'
import { ManualSaleInput, type SaleMethod } from '#worker/schemas/sales.ts'

/**
 * One line of the "Nouvelle vente" form: what the API receives (product, size, colour,
 * quantity, an agreed price) and, for the screen only, the product's name, price and options.
 */
export type SaleLineValues = {
  productId: string
  name: string
  /** The product's current price, in minor units: the default of `unitPrice`. */
  currentPrice: number
  sizes: string[]
  colors: string[]
  size: string
  color: string
  quantity: string
  /** Blank: the current price. */
  unitPrice: string
}

export type SaleFormValues = {
  items: SaleLineValues[]
  firstName: string
  lastName: string
  country: string
  phone: string
  city: string
  note: string
  /** Blank: no delivery fee. */
  deliveryFee: string
  paid: boolean
  method: SaleMethod | ''
  reference: string
}

export const EMPTY_SALE: SaleFormValues = {
  items: [],
  firstName: '',
  lastName: '',
  country: DEFAULT_COUNTRY,
  phone: '',
  city: '',
  note: '',
  deliveryFee: '',
  paid: true,
  method: 'cash',
  reference: '',
}

/** A product picked into the sale: one unit, its only size or colour already chosen. */
export function saleLineOf(p: Product): SaleLineValues {
  return {
    productId: p.id,
    name: p.name,
    currentPrice: p.currentPrice,
    sizes: p.sizes,
    colors: p.colors,
    size: p.sizes.length === 1 ? p.sizes[0]! : '',
    color: p.colors.length === 1 ? p.colors[0]! : '',
    quantity: '1',
    unitPrice: '',
  }
}

const blankToUndefined = (v: string) => (v.trim() === '' ? undefined : v)

/**
 * What the API receives. The method and reference only go with a paid sale (an unpaid one
 * records no payment), the reference only with mobile money, the dial code only with a phone.
 */
export function toSalePayload(v: SaleFormValues) {
  return {
    items: v.items.map((l) => ({
      productId: l.productId,
      quantity: l.quantity,
      size: blankToUndefined(l.size),
      color: blankToUndefined(l.color),
      unitPrice: blankToUndefined(l.unitPrice),
    })),
    firstName: v.firstName,
    lastName: v.lastName,
    phoneCountryCode: v.phone ? dialCodeOf(v.country) : undefined,
    phone: v.phone,
    city: v.city,
    note: v.note,
    deliveryFee: blankToUndefined(v.deliveryFee),
    paid: v.paid,
    method: v.paid && v.method ? v.method : undefined,
    reference: v.paid && v.method === 'mobile_money' ? blankToUndefined(v.reference) : undefined,
  }
}

export const saleResolver = payloadResolver<SaleFormValues, ManualSaleInput>(
  ManualSaleInput,
  toSalePayload,
)

/** API issue paths → form fields (a line's issues show on the lines). */
export const SALE_SERVER_FIELDS = {
  items: 'items',
  quantity: 'items',
  size: 'items',
  color: 'items',
  firstName: 'firstName',
  lastName: 'lastName',
  phoneCountryCode: 'country',
  phone: 'phone',
  city: 'city',
  note: 'note',
  deliveryFee: 'deliveryFee',
  method: 'method',
  reference: 'reference',
} as const

/** A line's amount as the screen shows it: the agreed price when it reads as one. */
export function lineAmount(l: SaleLineValues, currency: string): number {
  let unit = l.currentPrice
  try {
    if (l.unitPrice.trim()) unit = toMinorUnits(l.unitPrice, currency)
  } catch {
    // Not a price yet (being typed): the current price until it is one.
  }
  const quantity = Number(l.quantity)
  return Number.isInteger(quantity) && quantity > 0 ? unit * quantity : 0
}

export const saleTotal = (v: Pick<SaleFormValues, 'items'>, currency: string) =>
  v.items.reduce((sum, l) => sum + lineAmount(l, currency), 0)
