import * as z from 'zod/mini'
import { moneyAmount, optionalText, pageQuery, requiredText } from '../fields'
import { msg } from '../messages'

// Declared before the messages, which name a kind: a type read through the zod schema below
// would be circular (the schema takes its message from here) and the checker may give up on it.
export const ENTRY_KINDS = ['income', 'expense'] as const

/** The cash book of L'Atelier: money in and out, by hand or written by another action. */
export const cashbookMsg = {
  notFound: 'Opération introuvable',
  categoryNotFound: 'Catégorie introuvable',
  categoryKind: (kind: (typeof ENTRY_KINDS)[number]) =>
    kind === 'income'
      ? 'Choisissez une catégorie de recettes pour une recette'
      : 'Choisissez une catégorie de dépenses pour une dépense',
  categoryExists: 'Une catégorie de la caisse porte déjà ce nom',
  systemCategoryDelete:
    'Cette catégorie est utilisée par les opérations automatiques : elle ne peut pas être supprimée',
  systemCategoryKind:
    'Cette catégorie est utilisée par les opérations automatiques : son type ne peut pas changer',
  categoryInUse: 'Cette catégorie contient des opérations : elle ne peut pas être supprimée',
  categoryKindInUse: 'Cette catégorie contient des opérations : son type ne peut plus changer',
  automatic:
    'Cette opération a été écrite automatiquement : modifiez la commande ou le paiement qui l’a créée',
  amountPositive: 'Le montant doit être supérieur à 0',
  invalidDate: 'Date invalide (AAAA-MM-JJ)',
  invalidMonth: 'Mois invalide (AAAA-MM)',
  chooseKind: 'Choisissez recette ou dépense',
  chooseCategory: 'Choisissez une catégorie',
  choosePaymentMethod: 'Choisissez un moyen de paiement',
  periodOrder: 'La date de fin doit suivre la date de début',
  dayRange: 'Choisissez au plus 92 jours',
  monthRange: 'Choisissez au plus 24 mois',
} as const

export const EntryKind = z.enum(ENTRY_KINDS, { error: cashbookMsg.chooseKind })
export type EntryKind = z.infer<typeof EntryKind>

export const PAYMENT_METHODS = ['cash', 'mobile_money', 'bank', 'other'] as const
export const PaymentMethod = z.enum(PAYMENT_METHODS, { error: cashbookMsg.choosePaymentMethod })
export type PaymentMethod = z.infer<typeof PaymentMethod>

export const ENTRY_SOURCES = [
  'manual',
  'order_payment',
  'fabric_purchase',
  'salary',
  'delivery_cash',
] as const
export type EntrySource = (typeof ENTRY_SOURCES)[number]

const isRealDay = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v
}

/** A calendar day, 'YYYY-MM-DD' (2025-02-30 is refused). */
export const isoDate = z
  .string({ error: msg.required })
  .check(
    z.trim(),
    z.minLength(1, { error: msg.required, abort: true }),
    z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: cashbookMsg.invalidDate, abort: true }),
    z.refine(isRealDay, cashbookMsg.invalidDate),
  )

/** A month, 'YYYY-MM'. */
export const isoMonth = z
  .string({ error: msg.required })
  .check(
    z.trim(),
    z.minLength(1, { error: msg.required, abort: true }),
    z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, cashbookMsg.invalidMonth),
  )

export const CashbookEntryInput = z.object({
  kind: EntryKind,
  categoryId: z
    .string({ error: cashbookMsg.chooseCategory })
    .check(z.trim(), z.minLength(1, cashbookMsg.chooseCategory), z.maxLength(40)),
  amount: moneyAmount('amount'),
  label: requiredText(200),
  occurredOn: isoDate,
  paymentMethod: PaymentMethod,
  note: optionalText(500),
})
export type CashbookEntryInput = z.infer<typeof CashbookEntryInput>

export const CashbookListQuery = z
  .object({
    from: z.optional(isoDate),
    to: z.optional(isoDate),
    kind: z.optional(EntryKind),
    categoryId: z.optional(z.string().check(z.trim(), z.maxLength(40))),
    source: z.optional(z.enum(ENTRY_SOURCES)),
    ...pageQuery,
  })
  .check(
    z.refine((q) => !q.from || !q.to || q.from <= q.to, {
      path: ['to'],
      message: cashbookMsg.periodOrder,
    }),
  )
export type CashbookListQuery = z.infer<typeof CashbookListQuery>

/** A line of the cash book, with what it is linked to when an atelier action wrote it. */
export type CashbookEntry = {
  id: string
  kind: EntryKind
  categoryId: string | null
  categoryName: string | null
  /** Minor units, always positive: `kind` gives the sign. */
  amount: number
  label: string
  occurredOn: string
  paymentMethod: PaymentMethod
  source: EntrySource
  /** Written by an order payment, a fabric purchase or a salary: read-only here. */
  automatic: boolean
  orderId: string | null
  orderNumber: string | null
  salaryPaymentId: string | null
  staffId: string | null
  staffName: string | null
  fabricMovementId: string | null
  fabricId: string | null
  note: string | null
  createdAt: string
}

export type CashbookTotals = { income: number; expense: number; balance: number }
export type CashbookPage = {
  items: CashbookEntry[]
  page: number
  pageSize: number
  total: number
  /** Over every entry the filter selects, not only this page. */
  totals: CashbookTotals
}

export const CashbookSummaryQuery = z
  .object({
    by: z.enum(['day', 'month'], { error: 'Choisissez jour ou mois' }),
    /** 'YYYY-MM-DD' by day, 'YYYY-MM' by month; the current month / the last 12 months by default. */
    from: z.optional(z.string().check(z.trim(), z.maxLength(10))),
    to: z.optional(z.string().check(z.trim(), z.maxLength(10))),
  })
  .check(
    z.superRefine((q, ctx) => {
      const shape = q.by === 'day' ? isoDate : isoMonth
      for (const key of ['from', 'to'] as const) {
        const value = q[key]
        if (value === undefined) continue
        const checked = shape.safeParse(value)
        if (!checked.success)
          ctx.addIssue({ code: 'custom', path: [key], message: checked.error.issues[0]!.message })
      }
    }),
  )
export type CashbookSummaryQuery = z.infer<typeof CashbookSummaryQuery>

/** One day ('YYYY-MM-DD') or month ('YYYY-MM') of the summary; every period of the range is there. */
export type CashbookPeriod = {
  period: string
  income: number
  expense: number
  balance: number
  /** The cash held at the end of the period: every entry before it counts too. */
  runningBalance: number
}

export const CashbookCategoryInput = z.object({
  name: requiredText(80),
  kind: EntryKind,
  description: optionalText(300),
})
export type CashbookCategoryInput = z.infer<typeof CashbookCategoryInput>

export type CashbookCategory = {
  id: string
  name: string
  kind: EntryKind
  description: string | null
  /** Set on the built-in categories the automatic entries are filed under. */
  systemKey: 'orders' | 'fabrics' | 'salaries' | null
  entryCount: number
}
