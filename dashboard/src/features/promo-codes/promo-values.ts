import { payloadResolver } from '#dashboard/lib/forms.ts'
import { toDecimalString } from '#worker/schemas/money.ts'
import { type PromoCode, PromoCodeInput, type PromoKind } from '#worker/schemas/promo-codes.ts'

/** A code as typed: amounts and counts as text, read by the server (ADR 029). */
export type PromoFormValues = {
  code: string
  kind: PromoKind
  value: string
  minOrder: string
  startsOn: string
  endsOn: string
  maxUses: string
  maxUsesPerPhone: string
  freeDelivery: boolean
  active: boolean
  /** None: every product. */
  categoryIds: string[]
}

export const EMPTY_PROMO: PromoFormValues = {
  code: '',
  kind: 'percent',
  value: '',
  minOrder: '',
  startsOn: '',
  endsOn: '',
  maxUses: '',
  maxUsesPerPhone: '',
  freeDelivery: false,
  active: true,
  categoryIds: [],
}

const countText = (n: number | null) => (n === null ? '' : String(n))

/** A code as the form shows it for editing: amounts as people type them. */
export const promoFormValues = (p: PromoCode, currency: string): PromoFormValues => ({
  code: p.code,
  kind: p.kind,
  value: p.kind === 'percent' ? String(p.value) : toDecimalString(p.value, currency),
  minOrder: p.minOrder === null ? '' : toDecimalString(p.minOrder, currency),
  startsOn: p.startsOn ?? '',
  endsOn: p.endsOn ?? '',
  maxUses: countText(p.maxUses),
  maxUsesPerPhone: countText(p.maxUsesPerPhone),
  freeDelivery: p.freeDelivery,
  active: p.active,
  categoryIds: p.categoryIds,
})

/**
 * A code some order already carries keeps its text (the server refuses a change, ADR 054): the
 * field is shown locked. Orders still held count in `uses`; the figures count the others.
 */
export const codeLocked = (p: PromoCode) => p.uses > 0 || p.revenue > 0 || p.discountGiven > 0

/** "" = unlimited; anything else a whole number, else left as is for the schema to refuse. */
const countOf = (v: string) => {
  const t = v.trim()
  if (t === '') return null
  return /^\d+$/.test(t) ? Number(t) : Number.NaN
}

export const promoResolver = payloadResolver<PromoFormValues, PromoCodeInput>(
  PromoCodeInput,
  (v) => ({
    ...v,
    maxUses: countOf(v.maxUses),
    maxUsesPerPhone: countOf(v.maxUsesPerPhone),
  }),
)
