import {
  ALL_DATABASES,
  createTenant,
  database,
  type Merchant,
  shopDb,
  type Tenant,
  updateStoreRow,
} from './worker.ts'

/**
 * The platform sends on a shop's behalf only for a verified owner and to the shop's verified
 * contacts (ADR 014). A test that expects messages to leave says so by using these; a plain
 * `createTenant()` is an unverified account whose messages are kept blocked.
 */

/**
 * Marks the merchant's sign-in confirmed in D1, as the link of the sign-up message would: the
 * account in the directory and its mirror row in the shop's database (ADR 036).
 */
export async function verifyAccountOf(merchant: Pick<Merchant, 'user'>): Promise<void> {
  for (const name of ALL_DATABASES)
    await database(name)
      .prepare('UPDATE users SET verified_at = unixepoch() WHERE id = ?')
      .bind(merchant.user.id)
      .run()
}

/** Marks the shop's current e-mail and WhatsApp number proven, as their codes would. */
export async function verifyShopContactsOf(tenant: Pick<Tenant, 'store'>): Promise<void> {
  await updateStoreRow(
    tenant.store.id,
    'email_verified_at = unixepoch(), phone_verified_at = unixepoch()',
  )
}

/** A merchant with a shop, both verified: its order e-mails, enquiries and status messages leave. */
export async function createVerifiedTenant(
  form: Record<string, string | Blob | File> = {},
): Promise<Tenant> {
  const tenant = await createTenant(form)
  await verifyAccountOf(tenant)
  await verifyShopContactsOf(tenant)
  return tenant
}

export type OutboxEntry = {
  channel: 'email' | 'whatsapp'
  template: string
  recipient: string
  status: 'pending' | 'sent' | 'failed' | 'blocked'
  blocked_reason: string | null
  body: string
}

/** Every message a shop caused (of a template, on a channel), oldest first. */
export async function outboxOfShop(
  storeId: string,
  template?: string,
  channel?: OutboxEntry['channel'],
): Promise<OutboxEntry[]> {
  const { results } = await (await shopDb(storeId))
    .prepare(
      `SELECT channel, template, recipient, status, blocked_reason, body FROM outbox
       WHERE store_id = ?1 AND (?2 IS NULL OR template = ?2) AND (?3 IS NULL OR channel = ?3)
       ORDER BY created_at, rowid`,
    )
    .bind(storeId, template ?? null, channel ?? null)
    .all<OutboxEntry>()
  return results
}

/** Queued for delivery (or already delivered, or tried): not held back by the gate. */
export const leaves = (m: OutboxEntry) => m.status !== 'blocked'
