import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core'
import { STAFF_ROLES } from '../../schemas/atelier/access'
import { SHOP_ROLES } from '../../schemas/shop-access'
import { createdAt, updatedAt } from './_columns'
import { media } from './media'
import { stores } from './stores'
import { users } from './users'

/**
 * L'Atelier (issue 8): the tailoring module a shop switches on. One row per shop that ever
 * switched it on; switching off keeps the data (enabled = 0).
 */
export const ateliers = sqliteTable('ateliers', {
  storeId: text('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  enabled: integer('enabled', { mode: 'boolean' }).notNull().default(true),
  /** Shows the gallery on the storefront (a "Galerie" page and a home section). */
  showGalleryOnStorefront: integer('show_gallery_on_storefront', { mode: 'boolean' })
    .notNull()
    .default(false),
  /** Next tailoring order number of this shop ("A-0001", …). */
  nextOrderNumber: integer('next_order_number').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})
export type AtelierRow = typeof ateliers.$inferSelect

/** The staff roles of `settings/roles` (the owner is the shop's merchant, not a row here). */
export const ATELIER_STAFF_ROLES = STAFF_ROLES

/** What the owner lets each staff role do (`settings/roles`); the owner can do everything. */
export const atelierRoles = sqliteTable(
  'atelier_roles',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ATELIER_STAFF_ROLES }).notNull(),
    /** JSON array of permission keys (worker/schemas/atelier/permissions.ts). */
    permissions: text('permissions', { mode: 'json' }).$type<string[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.role] })],
)

export const atelierStaff = sqliteTable(
  'atelier_staff',
  {
    id: text('id').primaryKey(), // stf_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    address: text('address'),
    role: text('role', { enum: ATELIER_STAFF_ROLES }).notNull(),
    /** Monthly salary in the shop currency's minor unit. */
    salary: integer('salary').notNull().default(0),
    hiredOn: text('hired_on'), // YYYY-MM-DD
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    photoId: text('photo_id').references(() => media.id, { onDelete: 'set null' }),
    /** The staff member's own sign-in (users.role = 'staff'), when the owner gave one. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Their role in the whole shop (ADR 055); null = L'Atelier only. */
    shopRole: text('shop_role', { enum: SHOP_ROLES }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('atelier_staff_store_idx').on(t.storeId, t.createdAt),
    // Migration 0019 (ADR 034): a picture's delete.
    index('atelier_staff_photo_idx').on(t.photoId),
    uniqueIndex('atelier_staff_user_uq').on(t.userId),
    check('atelier_staff_salary_positive', sql`${t.salary} >= 0`),
  ],
)
export type AtelierStaffRow = typeof atelierStaff.$inferSelect

/** Simple named records of the atelier ("name, description"), one table for every kind. */
export const ATELIER_LOOKUP_KINDS = ['fabric-name', 'fabric-type', 'supplier-type'] as const
export const atelierLookups = sqliteTable(
  'atelier_lookups',
  {
    id: text('id').primaryKey(), // lkp_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ATELIER_LOOKUP_KINDS }).notNull(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('atelier_lookups_name_uq').on(t.storeId, t.kind, t.name)],
)
export type AtelierLookupRow = typeof atelierLookups.$inferSelect

export const atelierSuppliers = sqliteTable(
  'atelier_suppliers',
  {
    id: text('id').primaryKey(), // sup_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    typeId: text('type_id').references(() => atelierLookups.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('atelier_suppliers_store_idx').on(t.storeId, t.name),
    // Migration 0019 (ADR 034): a lookup's delete.
    index('atelier_suppliers_type_idx').on(t.typeId),
  ],
)
export type AtelierSupplierRow = typeof atelierSuppliers.$inferSelect

/** Services the atelier sells (couture, broderie, retouche…) with their price. */
export const atelierServices = sqliteTable(
  'atelier_services',
  {
    id: text('id').primaryKey(), // svc_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    price: integer('price').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('atelier_services_name_uq').on(t.storeId, t.name),
    check('atelier_services_price_positive', sql`${t.price} >= 0`),
  ],
)
export type AtelierServiceRow = typeof atelierServices.$inferSelect

/** Atelier photos the merchant may show on the storefront (`settings/galery`). */
export const atelierGallery = sqliteTable(
  'atelier_gallery',
  {
    id: text('id').primaryKey(), // gal_…
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    mediaId: text('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    caption: text('caption'),
    createdAt: createdAt(),
  },
  (t) => [
    index('atelier_gallery_store_idx').on(t.storeId, t.createdAt),
    // Migration 0019 (ADR 034): a picture's delete.
    index('atelier_gallery_media_idx').on(t.mediaId),
  ],
)
export type AtelierGalleryRow = typeof atelierGallery.$inferSelect
