import { payloadResolver } from '#dashboard/lib/forms.ts'
import { toDecimalString } from '#worker/schemas/money.ts'
import { FREE_CAPABILITIES } from '#worker/schemas/plan-capabilities.ts'
import { type AdminPlan, type BillingCycle, PlanInput } from '#worker/schemas/plans.ts'

/** What the plan form edits: the API's fields, description lines as rows (field array). */
export type PlanFormValues = Omit<
  Required<PlanInput>,
  'description' | 'active' | 'billingCycle'
> & {
  billingCycle: BillingCycle | ''
  description: { text: string }[]
  active: boolean
}

export const EMPTY_PLAN: PlanFormValues = {
  name: '',
  price: '',
  discountRate: '0',
  billingCycle: 'month',
  description: [{ text: '' }],
  maxProducts: '',
  maxImagesPerProduct: '1',
  customDomain: false,
  maxStaffSeats: String(FREE_CAPABILITIES.maxStaffSeats),
  maxCouriers: String(FREE_CAPABILITIES.maxCouriers),
  maxPromoCodes: String(FREE_CAPABILITIES.maxPromoCodes),
  facebookPixel: false,
  reviews: false,
  audienceStats: false,
  removeBranding: false,
  active: true,
}

/** Empty rows are dropped: a line left blank is not an advantage to show. */
export const toPlanInput = ({ description, ...v }: PlanFormValues) => ({
  ...v,
  description: description.map((d) => d.text.trim()).filter(Boolean),
})

export const planResolver = payloadResolver<PlanFormValues, PlanInput>(PlanInput, toPlanInput)

export function toPlanFormValues(plan: AdminPlan): PlanFormValues {
  return {
    name: plan.name,
    price: toDecimalString(plan.price, plan.currency),
    discountRate: String(plan.discountRate),
    billingCycle: plan.billingCycle,
    description: plan.description.length
      ? plan.description.map((text) => ({ text }))
      : [{ text: '' }],
    maxProducts: plan.limits.maxProducts === null ? '' : String(plan.limits.maxProducts),
    maxImagesPerProduct: String(plan.limits.maxImagesPerProduct),
    customDomain: plan.limits.customDomain,
    maxStaffSeats: String(plan.limits.maxStaffSeats),
    maxCouriers: String(plan.limits.maxCouriers),
    maxPromoCodes: plan.limits.maxPromoCodes === null ? '' : String(plan.limits.maxPromoCodes),
    facebookPixel: plan.limits.facebookPixel,
    reviews: plan.limits.reviews,
    audienceStats: plan.limits.audienceStats,
    removeBranding: plan.limits.removeBranding,
    active: plan.active,
  }
}
