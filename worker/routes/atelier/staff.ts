import type { AppEnv } from '../../env'
import { Hono } from '../../lib/hono'
import { validate } from '../../lib/validate'
import { asAtelier, requireAtelier } from '../../middleware/atelier'
import { StaffInvitationInput } from '../../schemas/atelier/invitations'
import {
  SalaryPaymentInput,
  SalaryPaymentListQuery,
  StaffInput,
  StaffListQuery,
} from '../../schemas/atelier/staff'
import { ShopRoleInput } from '../../schemas/shop-access'
import { deleteSalaryPayment, listSalaryPayments, paySalary } from '../../services/atelier/salaries'
import {
  createStaff,
  deactivateStaff,
  getStaff,
  listStaff,
  listStaffOptions,
  setShopRole,
  updateStaff,
} from '../../services/atelier/staff'
import { removeStaffAccount } from '../../services/atelier/staff-accounts'
import { cancelInvitation, inviteStaff } from '../../services/atelier/staff-invitations'

/**
 * Staff profiles (`staff`), their names for any member, their sign-in (owner only): invited,
 * then accepted by the person (ADR 016); 202 whether the identifier has an account or not.
 */
export const staffRoutes = new Hono<AppEnv>()
  .get('/', requireAtelier(['staff']), validate('query', StaffListQuery), async (c) =>
    c.json(await listStaff(asAtelier(c.var.ctx), c.req.valid('query')), 200),
  )
  .get('/options', requireAtelier(), async (c) =>
    c.json(await listStaffOptions(asAtelier(c.var.ctx)), 200),
  )
  .post('/', requireAtelier(['staff']), validate('json', StaffInput), async (c) =>
    c.json(await createStaff(asAtelier(c.var.ctx), c.req.valid('json')), 201),
  )
  .get('/:id', requireAtelier(['staff']), async (c) =>
    c.json(await getStaff(asAtelier(c.var.ctx), c.req.param('id')), 200),
  )
  .put('/:id', requireAtelier(['staff']), validate('json', StaffInput), async (c) =>
    c.json(await updateStaff(asAtelier(c.var.ctx), c.req.param('id'), c.req.valid('json')), 200),
  )
  .delete('/:id', requireAtelier(['staff']), async (c) => {
    await deactivateStaff(asAtelier(c.var.ctx), c.req.param('id'))
    return c.body(null, 204)
  })
  .post(
    '/:id/invitation',
    requireAtelier([], { ownerOnly: true }),
    validate('json', StaffInvitationInput),
    async (c) =>
      c.json(await inviteStaff(asAtelier(c.var.ctx), c.req.param('id'), c.req.valid('json')), 202),
  )
  .delete('/:id/invitation', requireAtelier([], { ownerOnly: true }), async (c) =>
    c.json(await cancelInvitation(asAtelier(c.var.ctx), c.req.param('id')), 200),
  )
  // Vendeur or Gestionnaire of the whole shop (ADR 055): the owner's alone, like the sign-in.
  .put(
    '/:id/shop-role',
    requireAtelier([], { ownerOnly: true }),
    validate('json', ShopRoleInput),
    async (c) =>
      c.json(await setShopRole(asAtelier(c.var.ctx), c.req.param('id'), c.req.valid('json')), 200),
  )
  .delete('/:id/account', requireAtelier([], { ownerOnly: true }), async (c) =>
    c.json(await removeStaffAccount(asAtelier(c.var.ctx), c.req.param('id')), 200),
  )

/** Salaries are paid from the till: the staff screens and the cash book both record them. */
export const salaryPaymentRoutes = new Hono<AppEnv>()
  .get(
    '/',
    requireAtelier(['staff', 'cashbook']),
    validate('query', SalaryPaymentListQuery),
    async (c) => c.json(await listSalaryPayments(asAtelier(c.var.ctx), c.req.valid('query')), 200),
  )
  .post(
    '/',
    requireAtelier(['staff', 'cashbook']),
    validate('json', SalaryPaymentInput),
    async (c) => c.json(await paySalary(asAtelier(c.var.ctx), c.req.valid('json')), 201),
  )
  .delete('/:id', requireAtelier(['staff', 'cashbook']), async (c) => {
    await deleteSalaryPayment(asAtelier(c.var.ctx), c.req.param('id'))
    return c.body(null, 204)
  })
