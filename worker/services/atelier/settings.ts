import { eq, sql } from 'drizzle-orm'
import { batch } from '../../db/client'
import {
  ATELIER_STAFF_ROLES,
  atelierGarmentTypeParts,
  atelierGarmentTypes,
  atelierMeasurementParts,
  atelierRoles,
  ateliers,
  cashbookCategories,
} from '../../db/schema'
import type { AtelierCtx } from '../../env'
import { newId } from '../../lib/ids'
import {
  type AtelierAccess,
  type AtelierSettingsInput,
  DEFAULT_ROLE_PERMISSIONS,
  type RolePermissions,
} from '../../schemas/atelier/access'
import { bumpStoreVersion } from '../stores'

/** The caller's place in the atelier, for the dashboard's menu and guards. */
export async function getAtelierAccess(ctx: AtelierCtx): Promise<AtelierAccess> {
  const row = await ctx.db
    .select({ enabled: ateliers.enabled, gallery: ateliers.showGalleryOnStorefront })
    .from(ateliers)
    .where(eq(ateliers.storeId, ctx.store.id))
    .get()
  return {
    enabled: row?.enabled === true,
    role: ctx.atelier.role,
    permissions: [...ctx.atelier.permissions],
    staffId: ctx.atelier.staffId,
    showGalleryOnStorefront: row?.gallery === true,
    currency: ctx.store.currency,
    timeZone: ctx.store.timeZone,
  }
}

/**
 * Switches the module on or off. The first time, the atelier starts furnished: common
 * measurement parts, clothing types measured with them, the cash book's built-in
 * categories and the default role permissions, so a tailor can take measurements at once.
 * Switching off hides the module and keeps every record.
 */
export async function saveAtelierSettings(ctx: AtelierCtx, input: AtelierSettingsInput) {
  const existing = await ctx.db
    .select({ storeId: ateliers.storeId })
    .from(ateliers)
    .where(eq(ateliers.storeId, ctx.store.id))
    .get()
  const values = {
    enabled: input.enabled,
    ...(input.showGalleryOnStorefront === undefined
      ? {}
      : { showGalleryOnStorefront: input.showGalleryOnStorefront }),
    updatedAt: ctx.now,
  }
  await batch(ctx.db, [
    existing
      ? ctx.db.update(ateliers).set(values).where(eq(ateliers.storeId, ctx.store.id))
      : ctx.db.insert(ateliers).values({ storeId: ctx.store.id, ...values }),
    ...(existing ? [] : starterKit(ctx)),
    // The storefront shows the gallery or not: its cached pages must change.
    bumpStoreVersion(ctx, ctx.store.id),
  ])
  return getAtelierAccess(ctx)
}

const PARTS = [
  'Tour de cou',
  'Épaules',
  'Poitrine',
  'Taille',
  'Hanches',
  'Longueur de manche',
  'Tour de bras',
  'Longueur du haut',
  'Tour de cuisse',
  'Longueur du pantalon',
  'Longueur de la jupe',
  'Longueur totale',
] as const
type Part = (typeof PARTS)[number]

const GARMENTS: Record<string, Part[]> = {
  Boubou: ['Tour de cou', 'Épaules', 'Poitrine', 'Longueur de manche', 'Longueur totale'],
  Chemise: [
    'Tour de cou',
    'Épaules',
    'Poitrine',
    'Taille',
    'Longueur de manche',
    'Tour de bras',
    'Longueur du haut',
  ],
  Pantalon: ['Taille', 'Hanches', 'Tour de cuisse', 'Longueur du pantalon'],
  Robe: ['Épaules', 'Poitrine', 'Taille', 'Hanches', 'Longueur de manche', 'Longueur totale'],
  Jupe: ['Taille', 'Hanches', 'Longueur de la jupe'],
  Veste: [
    'Épaules',
    'Poitrine',
    'Taille',
    'Longueur de manche',
    'Tour de bras',
    'Longueur du haut',
  ],
}

const CATEGORIES = [
  {
    name: 'Commandes',
    kind: 'income',
    systemKey: 'orders',
    description: 'Avances et soldes des commandes',
  },
  {
    name: 'Achats de tissus',
    kind: 'expense',
    systemKey: 'fabrics',
    description: 'Tissus achetés pour le stock',
  },
  {
    name: 'Salaires',
    kind: 'expense',
    systemKey: 'salaries',
    description: 'Paiements du personnel',
  },
  { name: 'Loyer', kind: 'expense', systemKey: null, description: null },
  { name: 'Électricité et eau', kind: 'expense', systemKey: null, description: null },
  { name: 'Fournitures (fils, boutons…)', kind: 'expense', systemKey: null, description: null },
  { name: 'Autres recettes', kind: 'income', systemKey: null, description: null },
] as const

function starterKit(ctx: AtelierCtx) {
  const storeId = ctx.store.id
  const partIds = new Map(PARTS.map((name) => [name, newId('mpt')]))
  const garments = Object.entries(GARMENTS).map(([name, parts]) => ({
    id: newId('gty'),
    name,
    parts,
  }))
  return [
    ctx.db
      .insert(atelierMeasurementParts)
      .values(PARTS.map((name) => ({ id: partIds.get(name)!, storeId, name })))
      .onConflictDoNothing(),
    ctx.db
      .insert(atelierGarmentTypes)
      .values(garments.map(({ id, name }) => ({ id, storeId, name })))
      .onConflictDoNothing(),
    ctx.db
      .insert(atelierGarmentTypeParts)
      .values(
        garments.flatMap((g) =>
          g.parts.map((part, position) => ({
            garmentTypeId: g.id,
            partId: partIds.get(part)!,
            position,
          })),
        ),
      )
      .onConflictDoNothing(),
    ctx.db
      .insert(cashbookCategories)
      .values(CATEGORIES.map((c) => ({ id: newId('tcat'), storeId, ...c })))
      .onConflictDoNothing(),
    ctx.db
      .insert(atelierRoles)
      .values(
        ATELIER_STAFF_ROLES.map((role) => ({
          storeId,
          role,
          permissions: DEFAULT_ROLE_PERMISSIONS[role],
        })),
      )
      .onConflictDoNothing(),
  ]
}

export async function getRolePermissions(ctx: AtelierCtx): Promise<RolePermissions> {
  const rows = await ctx.db
    .select()
    .from(atelierRoles)
    .where(eq(atelierRoles.storeId, ctx.store.id))
  const saved = new Map(rows.map((r) => [r.role, r.permissions]))
  const of = (role: (typeof ATELIER_STAFF_ROLES)[number]) =>
    (saved.get(role) ?? DEFAULT_ROLE_PERMISSIONS[role]) as RolePermissions[typeof role]
  return { manager: of('manager'), tailor: of('tailor'), cashier: of('cashier') }
}

export async function saveRolePermissions(ctx: AtelierCtx, roles: RolePermissions) {
  await batch(
    ctx.db,
    ATELIER_STAFF_ROLES.map((role) =>
      ctx.db
        .insert(atelierRoles)
        .values({ storeId: ctx.store.id, role, permissions: [...new Set(roles[role])] })
        .onConflictDoUpdate({
          target: [atelierRoles.storeId, atelierRoles.role],
          set: { permissions: sql`excluded.permissions`, updatedAt: ctx.now },
        }),
    ),
  )
  return getRolePermissions(ctx)
}
