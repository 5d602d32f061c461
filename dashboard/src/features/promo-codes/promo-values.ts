import { payloadResolver } from '#dashboard/lib/forms.ts'
import { PromoCodeInput, type PromoKind } from '#worker/schemas/promo-codes.ts'

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
}

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
