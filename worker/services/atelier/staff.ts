import { and, asc, count, desc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm'
import {
  type AtelierStaffRow,
  atelierStaff,
  authTokens,
  media,
  salaryPayments,
  tailoringOrders,
  users,
} from '../../db/schema'
import type { AtelierCtx, StoreCtx } from '../../env'
import { iso } from '../../lib/dates'
import { ApiError, fieldError } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { containsPattern } from '../../lib/search'
import {
  type Staff,
  type StaffDetail,
  type StaffInput,
  type StaffListQuery,
  type StaffOption,
  staffMsg,
} from '../../schemas/atelier/staff'
import type { Paged } from '../../schemas/fields'
import { internationalPhone } from '../../schemas/phone'
import type { ShopRoleInput } from '../../schemas/shop-access'
import { callingCodeOfZone } from '../../schemas/time-zones'
import { getStoreMedia, mediaUrl } from '../media'
import { shopAmount } from './money'
import { listSalaryPayments } from './salaries'
import { isOpen } from './tailoring-orders/queries'

type Joined = {
  staff: AtelierStaffRow
  photoKey: string | null
  lastPaidPeriod: string | null
  invitation: { identifier: string | null; sentAt: Date; expiresAt: Date } | null
}

type SignIn = { email: string | null; phone: string | null }

function toStaff(
  { staff: s, photoKey, lastPaidPeriod, invitation }: Joined,
  signIns: ReadonlyMap<string, SignIn>,
): Staff {
  const signIn = s.userId ? signIns.get(s.userId) : undefined
  return {
    id: s.id,
    firstName: s.firstName,
    lastName: s.lastName,
    phone: s.phone,
    email: s.email,
    address: s.address,
    role: s.role,
    shopRole: s.shopRole,
    salary: s.salary,
    hiredOn: s.hiredOn,
    active: s.active,
    photoId: s.photoId,
    photoUrl: photoKey ? mediaUrl(photoKey) : null,
    hasAccount: s.userId !== null,
    accountIdentifier: signIn ? (signIn.email ?? signIn.phone) : null,
    invitation:
      invitation && !s.userId
        ? {
            identifier: invitation.identifier ?? '',
            sentAt: iso(invitation.sentAt)!,
            expiresAt: iso(invitation.expiresAt)!,
          }
        : null,
    lastPaidPeriod,
    createdAt: iso(s.createdAt)!,
  }
}

/** The member's latest invitation not accepted, replaced nor canceled (ADR 016). */
const pendingInvitation = sql`${authTokens.id} = (select t.id from auth_tokens t where t.staff_id = ${atelierStaff.id} and t.purpose = 'invite' and t.used_at is null order by t.created_at desc, t.rowid desc limit 1)`

/** Staff with their photo, pending invitation and latest month paid. */
const joined = (ctx: StoreCtx, where: SQL | undefined) =>
  ctx.db
    .select({
      staff: atelierStaff,
      photoKey: media.key,
      lastPaidPeriod: sql<
        string | null
      >`(select max(${salaryPayments.period}) from ${salaryPayments} where ${salaryPayments.storeId} = ${atelierStaff.storeId} and ${salaryPayments.staffId} = ${atelierStaff.id})`,
      invitation: {
        identifier: authTokens.identifier,
        sentAt: authTokens.createdAt,
        expiresAt: authTokens.expiresAt,
      },
    })
    .from(atelierStaff)
    .leftJoin(media, and(eq(media.id, atelierStaff.photoId), eq(media.storeId, ctx.store.id)))
    .leftJoin(authTokens, pendingInvitation)
    .where(and(eq(atelierStaff.storeId, ctx.store.id), where))

/**
 * The sign-in identifier of each member with an account, read where accounts live (the
 * directory, ADR 036): the person changes their e-mail or phone there, not in the shop.
 */
async function signInsOf(ctx: StoreCtx, rows: readonly Joined[]) {
  const ids = rows.flatMap((r) => (r.staff.userId ? [r.staff.userId] : []))
  const found = ids.length
    ? await ctx.directory
        .select({ id: users.id, email: users.email, phone: users.phone })
        .from(users)
        .where(inArray(users.id, ids))
    : []
  return new Map(found.map(({ id, ...signIn }) => [id, signIn]))
}

const toStaffList = async (ctx: StoreCtx, rows: readonly Joined[]) => {
  const signIns = await signInsOf(ctx, rows)
  return rows.map((r) => toStaff(r, signIns))
}

/** The profiles `where` picks, with their sign-in and invitation, by first name (Paramètres › Équipe). */
export async function listStaffWhere(ctx: StoreCtx, where: SQL): Promise<Staff[]> {
  const rows = await joined(ctx, where).orderBy(asc(atelierStaff.firstName), asc(atelierStaff.id))
  return toStaffList(ctx, rows)
}

export async function listStaff(ctx: AtelierCtx, query: StaffListQuery): Promise<Paged<Staff>> {
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? 20
  const q = query.q?.trim()
  const filter = and(
    q
      ? or(
          like(atelierStaff.firstName, containsPattern(q)),
          like(atelierStaff.lastName, containsPattern(q)),
          like(atelierStaff.phone, containsPattern(q.replace(/\D/g, '') || q)),
          like(atelierStaff.email, containsPattern(q)),
        )
      : undefined,
    query.role ? eq(atelierStaff.role, query.role) : undefined,
    query.active ? eq(atelierStaff.active, query.active === 'true') : undefined,
  )
  const [rows, counted] = await Promise.all([
    joined(ctx, filter)
      .orderBy(desc(atelierStaff.active), asc(atelierStaff.firstName), asc(atelierStaff.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db
      .select({ n: count() })
      .from(atelierStaff)
      .where(and(eq(atelierStaff.storeId, ctx.store.id), filter)),
  ])
  return { items: await toStaffList(ctx, rows), page, pageSize, total: counted[0]?.n ?? 0 }
}

/** Active members, for the order form's "assigned to" and the salary form (any member reads it). */
export async function listStaffOptions(ctx: AtelierCtx): Promise<StaffOption[]> {
  const rows = await ctx.db
    .select({
      id: atelierStaff.id,
      first: atelierStaff.firstName,
      last: atelierStaff.lastName,
      role: atelierStaff.role,
    })
    .from(atelierStaff)
    .where(and(eq(atelierStaff.storeId, ctx.store.id), eq(atelierStaff.active, true)))
    .orderBy(asc(atelierStaff.firstName), asc(atelierStaff.lastName))
  return rows.map((r) => ({ id: r.id, name: `${r.first} ${r.last}`, role: r.role }))
}

/** Another shop's member is NOT_FOUND. */
export async function findStaff(ctx: StoreCtx, id: string): Promise<Staff> {
  const row = await joined(ctx, eq(atelierStaff.id, id)).get()
  if (!row) throw new ApiError('NOT_FOUND', staffMsg.notFound)
  const [staff] = await toStaffList(ctx, [row])
  return staff!
}

export async function getStaff(ctx: AtelierCtx, id: string): Promise<StaffDetail> {
  const [staff, payments, assigned] = await Promise.all([
    findStaff(ctx, id),
    listSalaryPayments(ctx, { staffId: id, pageSize: 100 }),
    ctx.db
      .select({ n: count() })
      .from(tailoringOrders)
      .where(
        and(
          eq(tailoringOrders.storeId, ctx.store.id),
          eq(tailoringOrders.assignedStaffId, id),
          isOpen,
        ),
      ),
  ])
  return { ...staff, payments: payments.items, assignedOrders: assigned[0]?.n ?? 0 }
}

async function toValues(ctx: AtelierCtx, input: StaffInput) {
  const salary = shopAmount(ctx, 'salary', input.salary)
  if (input.photoId)
    await getStoreMedia(ctx, input.photoId).catch(() => {
      throw fieldError('NOT_FOUND', 'photoId', staffMsg.photoNotFound)
    })
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    phone: internationalPhone(
      input.phoneCountryCode ?? callingCodeOfZone(ctx.store.timeZone),
      input.phone,
    ),
    email: input.email || null,
    address: input.address || null,
    role: input.role,
    salary,
    hiredOn: input.hiredOn || null,
    photoId: input.photoId || null,
  }
}

export async function createStaff(ctx: AtelierCtx, input: StaffInput): Promise<Staff> {
  const id = newId('stf')
  await ctx.db
    .insert(atelierStaff)
    .values({ id, storeId: ctx.store.id, ...(await toValues(ctx, input)) })
  return findStaff(ctx, id)
}

/** A member may edit their own profile but not their own role (nor switch themselves off). */
export async function updateStaff(
  ctx: AtelierCtx,
  id: string,
  input: StaffInput,
): Promise<StaffDetail> {
  const current = await findStaff(ctx, id)
  const self = ctx.atelier.staffId === id
  if (self && input.role !== current.role) throw new ApiError('FORBIDDEN', staffMsg.ownRole)
  if (self && input.active === false) throw new ApiError('FORBIDDEN', staffMsg.ownDeactivation)
  await ctx.db
    .update(atelierStaff)
    .set({
      ...(await toValues(ctx, input)),
      ...(input.active === undefined ? {} : { active: input.active }),
      updatedAt: ctx.now,
    })
    .where(and(eq(atelierStaff.id, id), eq(atelierStaff.storeId, ctx.store.id)))
  return getStaff(ctx, id)
}

/** The member's role in the whole shop (ADR 055): the owner's call alone (the route says so). */
export async function setShopRole(
  ctx: AtelierCtx,
  id: string,
  input: ShopRoleInput,
): Promise<StaffDetail> {
  await findStaff(ctx, id)
  await ctx.db
    .update(atelierStaff)
    .set({ shopRole: input.shopRole, updatedAt: ctx.now })
    .where(and(eq(atelierStaff.id, id), eq(atelierStaff.storeId, ctx.store.id)))
  return getStaff(ctx, id)
}

/**
 * Deactivation, not deletion: payments, orders and the cash book keep naming the member, and
 * their sign-in (if any) is refused by requireAtelier from the next request.
 */
export async function deactivateStaff(ctx: AtelierCtx, id: string): Promise<void> {
  await findStaff(ctx, id)
  if (ctx.atelier.staffId === id) throw new ApiError('FORBIDDEN', staffMsg.ownDeactivation)
  await ctx.db
    .update(atelierStaff)
    .set({ active: false, updatedAt: ctx.now })
    .where(and(eq(atelierStaff.id, id), eq(atelierStaff.storeId, ctx.store.id)))
}
