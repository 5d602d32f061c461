import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import { batch } from '../db/client'
import { type EnquiryRow, enquiries, notifications } from '../db/schema'
import type { ShopDatabaseCtx, StoreCtx } from '../env'
import { appUrl } from '../lib/config'
import { iso } from '../lib/dates'
import { ApiError } from '../lib/errors'
import { newId } from '../lib/ids'
import {
  type Enquiry,
  type EnquiryInput,
  type EnquiryListQuery,
  type EnquiryPage,
  enquiryMsg,
} from '../schemas/enquiries'
import { internationalPhone, shopCallingCode, typedPhoneIssue } from '../schemas/phone'
import { unixNow } from './context'
import { queueMerchantAlert } from './merchant-alerts'
import { enquiryForMerchant } from './message-templates'
import { notifyStore } from './notifications'

function toEnquiry(row: EnquiryRow): Enquiry {
  return {
    id: row.id,
    fullName: row.fullName,
    // '' in the row (the columns predate issue 27): the way the shopper did not give.
    email: row.email || null,
    phone: row.phone || null,
    message: row.message,
    read: row.readAt !== null,
    createdAt: iso(row.createdAt)!,
  }
}

type ShopRef = { id: string; name: string; email: string; phone: string }

/**
 * A number typed without its code is one of the shop's country: it must fit that country's
 * plan. No phone (an e-mail only) has nothing to check.
 */
export const enquiryPhoneIssue = (shop: { phone: string }, input: EnquiryInput) =>
  input.phone ? typedPhoneIssue(input.phone, shopCallingCode(shop.phone)) : undefined

/**
 * A shopper's enquiry (a phone, an e-mail or both): saved with the shop's notification (type 'enquiry') and its e-mail
 * in one batch, so none exists without the others. The enquiry and the bell always land; the
 * e-mail leaves only if the shop may send (message-gate.ts).
 */
export async function createEnquiry(
  ctx: ShopDatabaseCtx,
  shop: ShopRef,
  input: EnquiryInput,
): Promise<Enquiry> {
  const row = {
    id: newId('enq'),
    storeId: shop.id,
    fullName: input.fullName,
    email: input.email,
    // Typed as the shopper writes it ("70 55 66 77"): stored with the shop's country code, so
    // the merchant's WhatsApp and call buttons reach the number (issue 27). Either may be ''.
    phone: input.phone && internationalPhone(shopCallingCode(shop.phone), input.phone),
    message: input.message,
    readAt: null,
    createdAt: ctx.now,
  }
  const excerpt = input.message.length > 140 ? `${input.message.slice(0, 137)}…` : input.message
  await batch(ctx.db, [
    ctx.db.insert(enquiries).values(row),
    notifyStore(ctx, shop.id, {
      type: 'enquiry',
      relatedId: row.id,
      title: `Nouveau message de ${input.fullName}`,
      body: excerpt,
    }),
    // Relayed only to the shop's verified contacts the merchant chose, within the caps (ADR 014).
    ...(await queueMerchantAlert(ctx, shop, 'enquiries', (to) =>
      enquiryForMerchant(to, shop, {
        ...input,
        phone: row.phone,
        link: appUrl(ctx.env, '/user/enquiries'),
      }),
    )),
  ])
  return toEnquiry(row)
}

/** GET /api/enquiries: the shop's messages, newest first, and how many are unread. */
export async function listEnquiries(ctx: StoreCtx, query: EnquiryListQuery): Promise<EnquiryPage> {
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? 20
  const mine = eq(enquiries.storeId, ctx.store.id)
  const unreadOnly = query.unread === '1'
  const [rows, counts] = await Promise.all([
    ctx.db
      .select()
      .from(enquiries)
      .where(unreadOnly ? and(mine, isNull(enquiries.readAt)) : mine)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db
      .select({ all: count(), unread: sql<number>`coalesce(sum(${enquiries.readAt} is null), 0)` })
      .from(enquiries)
      .where(mine)
      .get(),
  ])
  const unread = Number(counts?.unread ?? 0)
  const total = unreadOnly ? unread : (counts?.all ?? 0)
  return { items: rows.map(toEnquiry), page, pageSize, total, unread }
}

/**
 * PATCH /api/enquiries/:id/read: keeps the first time it was read, and reads the bell's
 * notification about it in the same batch. Another shop's message answers NOT_FOUND.
 */
export async function markEnquiryRead(ctx: StoreCtx, id: string): Promise<Enquiry> {
  const [updated] = await batch(ctx.db, [
    ctx.db
      .update(enquiries)
      .set({ readAt: sql`coalesce(${enquiries.readAt}, ${unixNow(ctx)})` })
      .where(and(eq(enquiries.id, id), eq(enquiries.storeId, ctx.store.id)))
      .returning(),
    ctx.db
      .update(notifications)
      .set({ readAt: ctx.now })
      .where(
        and(
          eq(notifications.storeId, ctx.store.id),
          eq(notifications.relatedId, id),
          isNull(notifications.readAt),
        ),
      ),
  ])
  const row = (updated as EnquiryRow[])[0]
  if (!row) throw new ApiError('NOT_FOUND', enquiryMsg.notFound)
  return toEnquiry(row)
}
