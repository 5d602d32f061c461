import * as z from 'zod/mini'
import type { Role } from './auth'
import { optionalText, pageQuery } from './fields'
import type { PlanRequestStatus } from './plans'
import type { SubscriptionStatus } from './stores'

/** Messages of the administrator area (messages.ts is shared by every feature). */
export const adminMsg = {
  reasonRequired: 'Veuillez indiquer le motif',
  invalidStatus: 'Statut invalide',
  invalidRole: 'Rôle invalide',
  userNotFound: 'Utilisateur introuvable',
  shopNotFound: 'Boutique introuvable',
  productNotFound: 'Produit introuvable',
  messageNotFound: 'Message introuvable',
  cannotBlockSelf: 'Vous ne pouvez pas bloquer votre propre compte',
  lastAdmin: 'Impossible de bloquer le dernier administrateur actif',
  alreadyBlocked: 'Ce compte est déjà bloqué',
  alreadyActive: 'Ce compte est déjà actif',
  alreadySuspended: 'Cette boutique est déjà suspendue',
  notSuspended: "Cette boutique n'est pas suspendue",
  alreadyStatus: 'Le produit a déjà ce statut',
} as const

const search = z.optional(z.string().check(z.trim(), z.maxLength(100)))
const reason = optionalText(500)

export const UserStatus = z.enum(['active', 'blocked'], { error: adminMsg.invalidStatus })
export type UserStatus = z.infer<typeof UserStatus>

export const AdminUserListQuery = z.object({
  q: search,
  role: z.optional(z.enum(['user', 'admin'], { error: adminMsg.invalidRole })),
  status: z.optional(UserStatus),
  ...pageQuery,
})
export type AdminUserListQuery = z.infer<typeof AdminUserListQuery>

export const UserStatusInput = z.object({ status: UserStatus, reason })
export type UserStatusInput = z.infer<typeof UserStatusInput>

export const AdminShopListQuery = z.object({
  q: search,
  status: z.optional(z.enum(['active', 'expired', 'suspended'], { error: adminMsg.invalidStatus })),
  planCode: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  ...pageQuery,
})
export type AdminShopListQuery = z.infer<typeof AdminShopListQuery>

/** Suspending needs a reason: the merchant reads it in their e-mail and notification. */
export const ShopStatusInput = z
  .object({
    status: z.enum(['active', 'suspended'], { error: adminMsg.invalidStatus }),
    reason,
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.status === 'suspended' && !v.reason)
        ctx.addIssue({ code: 'custom', path: ['reason'], message: adminMsg.reasonRequired })
    }),
  )
export type ShopStatusInput = z.infer<typeof ShopStatusInput>

export const ProductStatus = z.enum(['active', 'unpublished'], { error: adminMsg.invalidStatus })
export type ProductStatus = z.infer<typeof ProductStatus>

export const AdminProductListQuery = z.object({
  q: search,
  storeId: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  status: z.optional(ProductStatus),
  ...pageQuery,
})
export type AdminProductListQuery = z.infer<typeof AdminProductListQuery>

/**
 * How many of the platform's newest products the admin's list holds without a shop filter (the
 * directory's `product_feed`, ADR 036): 250 pages of 20 to page through and search; a shop's whole
 * catalogue is one filter away.
 */
export const PRODUCT_FEED_SIZE = 5000

export const ProductModerationInput = z
  .object({
    status: ProductStatus,
    reason,
    /** The product's shop, as the list showed it: finds a product older than the newest listed. */
    storeId: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  })
  .check(
    // Issue 27: a merchant whose product disappears is told why, on every channel.
    z.superRefine((v, ctx) => {
      if (v.status === 'unpublished' && !v.reason)
        ctx.addIssue({ code: 'custom', path: ['reason'], message: adminMsg.reasonRequired })
    }),
  )
export type ProductModerationInput = z.infer<typeof ProductModerationInput>

export const MessageListQuery = z.object({ ...pageQuery })
export type MessageListQuery = z.infer<typeof MessageListQuery>

// ─── DTOs ─────────────────────────────────────────────────────────────────────

export type ShopRef = { id: string; name: string; slug: string }

export type AdminSubscription = {
  /** As the merchant lives it: an active paid period that has ended reads 'expired'. */
  status: SubscriptionStatus
  planCode: string
  planName: string
  endDate: string | null
  /** The administrator's message with the last status change (e.g. why it was suspended). */
  reason: string | null
}

export type AdminUser = {
  id: string
  firstName: string
  lastName: string
  email: string | null
  phone: string | null
  role: Role
  status: UserStatus
  profileImage: string | null
  shop: ShopRef | null
  createdAt: string
}

export type AdminUserDetail = AdminUser & {
  verifiedAt: string | null
  referralCode: string
  shop:
    | (ShopRef & {
        url: string
        currency: string
        subscription: AdminSubscription
        productCount: number
        orderCount: number
      })
    | null
}

type AdminShopOwner = {
  id: string
  firstName: string
  lastName: string
  email: string | null
  phone: string | null
  status: UserStatus
}

export type AdminShop = ShopRef & {
  logoUrl: string | null
  color: string
  currency: string
  /** The storefront: /<slug>/home. */
  url: string
  owner: AdminShopOwner
  subscription: AdminSubscription
  createdAt: string
}

export type AdminShopDetail = AdminShop & {
  email: string
  phone: string
  address: string | null
  brand: string | null
  subscriptionId: string | null
  counts: { products: number; orders: number; customers: number }
  /** Minor units of `currency`: every order but the canceled ones. */
  revenue: number
}

export type AdminProduct = {
  id: string
  name: string
  imageUrl: string | null
  /** Minor units of `currency` (the shop's). */
  price: number
  currentPrice: number
  currency: string
  stock: number
  status: ProductStatus
  shop: ShopRef
  createdAt: string
}

export type ContactMessage = {
  id: string
  email: string
  subject: string
  message: string
  read: boolean
  createdAt: string
}

export type PendingRequest = {
  id: string
  shop: { id: string; name: string }
  plan: { code: string; name: string }
  fullName: string
  status: PlanRequestStatus
  createdAt: string
}

/** Approved plan payments of one month, per currency (XOF in practice). */
export type RevenueMonth = {
  /** "2026-03" (UTC). */
  month: string
  amounts: { currency: string; amount: number; count: number }[]
}

/**
 * The admin Tableau de Bord, computed by the server. Days and months are UTC, the platform's
 * clock, whatever the shops' own zones (ADR 048).
 */
export type AdminOverview = {
  timezone: 'UTC'
  shops: { total: number } & Record<SubscriptionStatus, number>
  merchants: { total: number; withShop: number; withoutShop: number }
  /** New accounts per day over the last 30 days, oldest first, zeros included. */
  signups: { days: number; total: number; daily: { date: string; count: number }[] }
  subscriptions: {
    byPlan: { code: string; name: string; count: number }[]
    byStatus: Record<SubscriptionStatus, number>
  }
  /** The last 12 months, oldest first, months without payments included. */
  revenue: { months: RevenueMonth[]; currencies: string[] }
  pendingRequests: { count: number; latest: PendingRequest[] }
  messages: { unread: number }
}
