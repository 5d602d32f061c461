import * as z from 'zod/mini'

/**
 * A team on the whole shop (issue 26, ADR 055). The owner (the shop's merchant) may do
 * everything; a staff member with a shop role may use the areas its role opens. Each merchant
 * API route names the one permission it needs (`requireShop` in worker/middleware/shop.ts);
 * `owner` is what no staff role ever gets: money settings, plan, staff, the shop's identity.
 */
export const SHOP_PERMISSIONS = [
  /** Orders, "Nouvelle vente", payments received, handing parcels to couriers, the day's cash. */
  'orders',
  'customers',
  /** Products, categories, stock, images. */
  'catalogue',
  /** Delivery zones and the couriers themselves. */
  'delivery',
  /** Promo codes, reviews, testimonials. */
  'marketing',
  /** The dashboard's figures. */
  'stats',
  'owner',
] as const
export type ShopPermission = (typeof SHOP_PERMISSIONS)[number]

export const SHOP_ROLES = ['seller', 'manager'] as const
export const ShopRole = z.enum(SHOP_ROLES, { error: 'Rôle inconnu' })
export type ShopRole = z.infer<typeof ShopRole>

/** What each shop role opens; fixed in code (the owner picks a role, not permissions). */
export const SHOP_ROLE_PERMISSIONS: Record<ShopRole, readonly ShopPermission[]> = {
  seller: ['orders', 'customers'],
  manager: ['orders', 'customers', 'catalogue', 'delivery', 'marketing', 'stats'],
}

export const SHOP_ROLE_LABELS: Record<ShopRole | 'owner', string> = {
  owner: 'Propriétaire',
  seller: 'Vendeur',
  manager: 'Gestionnaire',
}

/** The caller's place in the shop: the dashboard builds its menu from it. */
export type ShopAccess = {
  role: ShopRole | 'owner'
  permissions: ShopPermission[]
}

export const permissionsOf = (role: ShopRole | 'owner'): ShopPermission[] =>
  role === 'owner' ? [...SHOP_PERMISSIONS] : [...SHOP_ROLE_PERMISSIONS[role]]

/** PUT /api/atelier/staff/:id/shop-role: none (null) keeps the member in L'Atelier only. */
export const ShopRoleInput = z.object({ shopRole: z.nullable(ShopRole) })
export type ShopRoleInput = z.infer<typeof ShopRoleInput>

export const shopAccessMsg = {
  notAllowed: "Votre rôle dans la boutique ne permet pas d'accéder à cette page",
  ownerOnly: 'Seul le propriétaire de la boutique peut faire cela',
  noShopRole:
    "Votre compte n'a pas de rôle dans la boutique. Demandez au propriétaire de vous en donner un.",
} as const
