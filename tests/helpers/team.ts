import type { ShopRole } from '#worker/schemas/shop-access.ts'
import { createStaffAccount, type StaffAccount } from './atelier.ts'
import { shopDb, type Tenant } from './worker.ts'

/**
 * A signed-in member of `owner`'s team with a shop role (ADR 055): a staff account (atelier
 * role 'cashier') whose profile is given the role in D1, as createStaffAccount promotes it.
 */
export async function createTeamMember(owner: Tenant, shopRole: ShopRole): Promise<StaffAccount> {
  const member = await createStaffAccount(owner, 'cashier')
  const shop = await shopDb(owner)
  await shop
    .prepare('UPDATE atelier_staff SET shop_role = ? WHERE id = ?')
    .bind(shopRole, member.staffId)
    .run()
  return member
}
