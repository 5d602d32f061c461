import * as z from 'zod/mini'
import {
  countryCode,
  moneyAmount,
  nationalPhone,
  optionalEmail,
  optionalText,
  pageQuery,
  phonePlan,
  requiredText,
} from '../fields'
import type { ShopRole } from '../shop-access'
import { STAFF_ROLES, type StaffRole } from './access'
import {
  isoDate,
  isoMonth,
  type PaymentMethod,
  PaymentMethod as PaymentMethodSchema,
} from './cashbook'
import type { StaffInvitation } from './invitations'

export const staffMsg = {
  notFound: 'Membre du personnel introuvable',
  photoNotFound: 'Photo introuvable',
  chooseRole: 'Choisissez un rôle',
  ownRole: 'Vous ne pouvez pas changer votre propre rôle',
  ownDeactivation: 'Vous ne pouvez pas désactiver votre propre profil',
  hasAccount: 'Ce membre du personnel a déjà un accès',
  noAccount: "Ce membre du personnel n'a pas d'accès",
  inactive: 'Ce membre du personnel est désactivé : réactivez-le avant de lui donner un accès',
  paymentNotFound: 'Paiement introuvable',
  chooseStaff: 'Choisissez un membre du personnel',
  alreadyPaid: (name: string, month: string) =>
    `Le salaire de ${month} a déjà été payé à ${name}. S'il s'agit d'une avance sur salaire, confirmez un second paiement pour ce mois.`,
} as const

const StaffRoleInput = z.enum(STAFF_ROLES, {
  error: staffMsg.chooseRole,
})

export const StaffInput = z
  .object({
    firstName: requiredText(80),
    lastName: requiredText(80),
    phoneCountryCode: z.optional(countryCode),
    phone: nationalPhone,
    email: optionalEmail,
    address: optionalText(200),
    role: StaffRoleInput,
    /** Monthly salary as typed ("75000"), in the shop's currency. */
    salary: moneyAmount('salary'),
    hiredOn: z.optional(z.union([isoDate, z.literal('')])),
    /** A media id from POST /api/atelier/media; '' removes the photo. */
    photoId: z.optional(z.string().check(z.trim(), z.maxLength(40))),
    /** Brings a deactivated member back (deactivating is DELETE /staff/:id). */
    active: z.optional(z.boolean()),
  })
  .check(phonePlan())
export type StaffInput = z.infer<typeof StaffInput>

export const StaffListQuery = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  role: z.optional(StaffRoleInput),
  active: z.optional(z.enum(['true', 'false'])),
  ...pageQuery,
})
export type StaffListQuery = z.infer<typeof StaffListQuery>

export type Staff = {
  id: string
  firstName: string
  lastName: string
  /** International digits ("22670123456"). */
  phone: string
  email: string | null
  address: string | null
  role: StaffRole
  /** Their role in the whole shop (ADR 055): null = L'Atelier only. */
  shopRole: ShopRole | null
  /** Minor units of the shop's currency, per month. */
  salary: number
  hiredOn: string | null
  active: boolean
  photoId: string | null
  photoUrl: string | null
  hasAccount: boolean
  /** The e-mail or phone digits the member signs in with. */
  accountIdentifier: string | null
  /** The invitation sent and not yet accepted (it may have expired). */
  invitation: StaffInvitation | null
  /** The latest month paid ('YYYY-MM'). */
  lastPaidPeriod: string | null
  createdAt: string
}

export type StaffDetail = Staff & {
  payments: SalaryPayment[]
  /** Orders assigned to the member that are neither delivered nor canceled. */
  assignedOrders: number
}

export type StaffOption = { id: string; name: string; role: StaffRole }

export const SalaryPaymentInput = z.object({
  staffId: z
    .string({ error: staffMsg.chooseStaff })
    .check(z.trim(), z.minLength(1, staffMsg.chooseStaff), z.maxLength(40)),
  amount: moneyAmount('amount'),
  /** The month paid for. */
  period: isoMonth,
  paidOn: isoDate,
  paymentMethod: PaymentMethodSchema,
  note: optionalText(500),
  /** A second payment for the same month (an advance on salary) is on purpose. */
  allowSecond: z.optional(z.boolean()),
})
export type SalaryPaymentInput = z.infer<typeof SalaryPaymentInput>

export const SalaryPaymentListQuery = z.object({
  staffId: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  period: z.optional(isoMonth),
  ...pageQuery,
})
export type SalaryPaymentListQuery = z.infer<typeof SalaryPaymentListQuery>

export type SalaryPayment = {
  id: string
  staffId: string
  staffName: string
  amount: number
  period: string
  paidOn: string
  paymentMethod: PaymentMethod
  note: string | null
  /** Its expense line in the cash book. */
  cashbookEntryId: string | null
  createdAt: string
}
