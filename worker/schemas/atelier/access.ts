import * as z from 'zod/mini'

/**
 * What a staff role may be allowed to do in L'Atelier (`settings/roles`). Each key opens the
 * pages and API routes of one area, reading and writing; the owner (the shop's merchant) can
 * do everything, including the roles themselves. Reference lists an order form needs
 * (clothing types, services, fabrics, staff names) are readable by every member.
 */
export const ATELIER_PERMISSIONS = [
  'customers',
  'orders',
  'fabrics',
  'suppliers',
  'services',
  'staff',
  'cashbook',
  'gallery',
  'settings',
] as const
export const AtelierPermission = z.enum(ATELIER_PERMISSIONS, {
  error: 'Permission inconnue',
})
export type AtelierPermission = z.infer<typeof AtelierPermission>

export const STAFF_ROLES = ['manager', 'tailor', 'cashier'] as const
export const StaffRole = z.enum(STAFF_ROLES, { error: 'Rôle inconnu' })
export type StaffRole = z.infer<typeof StaffRole>
export type AtelierRole = 'owner' | StaffRole

/** What each role may do until the owner changes it. */
export const DEFAULT_ROLE_PERMISSIONS: Record<StaffRole, AtelierPermission[]> = {
  manager: [
    'customers',
    'orders',
    'fabrics',
    'suppliers',
    'services',
    'staff',
    'cashbook',
    'gallery',
    'settings',
  ],
  tailor: ['customers', 'orders'],
  cashier: ['customers', 'orders', 'cashbook'],
}

/** GET /api/atelier/access: who the caller is in the atelier, for the dashboard's menu. */
export type AtelierAccess = {
  enabled: boolean
  role: AtelierRole
  permissions: AtelierPermission[]
  /** The caller's staff profile, for staff accounts. */
  staffId: string | null
  showGalleryOnStorefront: boolean
  /** The shop's currency: staff accounts cannot read the shop itself, yet see amounts. */
  currency: string
  /** The shop's zone (ADR 048): its "today" on every atelier screen. */
  timeZone: string
}

export const AtelierSettingsInput = z.object({
  enabled: z.boolean(),
  showGalleryOnStorefront: z.optional(z.boolean()),
})
export type AtelierSettingsInput = z.infer<typeof AtelierSettingsInput>

export const RolePermissionsInput = z.object({
  roles: z.object({
    manager: z.array(AtelierPermission),
    tailor: z.array(AtelierPermission),
    cashier: z.array(AtelierPermission),
  }),
})
export type RolePermissionsInput = z.infer<typeof RolePermissionsInput>
export type RolePermissions = RolePermissionsInput['roles']

export const atelierMsg = {
  notEnabled: "L'Atelier n'est pas activé pour cette boutique. Activez-le dans les paramètres.",
  notAllowed: "Votre rôle ne permet pas d'accéder à cette partie de l'atelier",
  ownerOnly: "Seul le propriétaire de l'atelier peut faire cela",
  staffInactive:
    "Votre compte du personnel est désactivé. Adressez-vous au propriétaire de l'atelier.",
  fabricStockShort: 'Stock de tissu insuffisant pour cette quantité',
} as const
