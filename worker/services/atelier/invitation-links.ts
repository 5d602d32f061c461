import { eq } from 'drizzle-orm'
import { DIRECTORY, databaseOfShop } from '../../db/databases'
import { shopDatabases } from '../../db/schema'
import type { RequestCtx } from '../../env'

/**
 * Where a staff invitation lives (ADR 036 with ADR 016): its `auth_tokens` row stays in the
 * shop's database, beside the profile its `staff_id` references (a foreign key D1 enforces,
 * so the row cannot sit in the directory while the profile lives elsewhere), and the
 * invitee's accept spends it in the same batch that links that profile. The invitee opens the
 * link with no shop in context, so the link names the shop: `<shop id><secret>`, the secret
 * being the last SECRET_LENGTH characters. The shop's id, not its database: a shop moved
 * meanwhile is found where it now lives. A link sent before this change is the bare secret;
 * its shop was on the directory's database, where its row still is.
 */

/** newSecretToken's length: 32 bytes in base64url, unpadded. */
export const SECRET_LENGTH = 43

export const invitationLinkToken = (storeId: string, secret: string) => `${storeId}${secret}`

/** The shop a link names (null for a link sent before the shops left the directory) and its secret. */
export function readInvitationLinkToken(token: string) {
  return {
    storeId: token.length > SECRET_LENGTH ? token.slice(0, -SECRET_LENGTH) : null,
    secret: token.slice(-SECRET_LENGTH),
  }
}

/**
 * The database holding the invitation of a link; null: nowhere. A link without a shop can
 * only be for a shop on the directory's own database: when the directory holds none, there is
 * nothing to look for.
 */
export async function invitationDatabase(ctx: RequestCtx, storeId: string | null) {
  if (storeId !== null) return databaseOfShop(ctx, storeId)
  const directory = await ctx.directory
    .select({ shops: shopDatabases.shopCount })
    .from(shopDatabases)
    .where(eq(shopDatabases.name, DIRECTORY))
    .get()
  return directory && directory.shops > 0 ? DIRECTORY : null
}
