import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { validate } from '../lib/validate'
import { requireShop } from '../middleware/shop'
import { PaymentAccountInput, PaymentSettingsInput, WalletInput } from '../schemas/payments'
import { asStore } from '../services/context'
import {
  deletePaymentAccount,
  getPaymentSettings,
  savePaymentAccount,
  testPaymentAccount,
  updatePaymentSettings,
} from '../services/payments/accounts'
import { addWallet, deleteWallet } from '../services/payments/wallets'

/** Paramètres › Paiements: how the merchant's shop is paid (issue 14). */
export const paymentSettingsRoutes = new Hono<AppEnv>()
  .use(requireShop('owner'))
  .get('/', async (c) => c.json(await getPaymentSettings(asStore(c.var.ctx)), 200))
  .patch('/settings', validate('json', PaymentSettingsInput), async (c) =>
    c.json(await updatePaymentSettings(asStore(c.var.ctx), c.req.valid('json')), 200),
  )
  .put('/accounts/:provider', validate('json', PaymentAccountInput), async (c) =>
    c.json(
      await savePaymentAccount(asStore(c.var.ctx), c.req.param('provider'), c.req.valid('json')),
      200,
    ),
  )
  .post('/accounts/:provider/test', async (c) =>
    c.json(await testPaymentAccount(asStore(c.var.ctx), c.req.param('provider')), 200),
  )
  .delete('/accounts/:provider', async (c) => {
    await deletePaymentAccount(asStore(c.var.ctx), c.req.param('provider'))
    return c.body(null, 204)
  })
  .post('/wallets', validate('json', WalletInput), async (c) =>
    c.json(await addWallet(asStore(c.var.ctx), c.req.valid('json')), 201),
  )
  .delete('/wallets/:id', async (c) => {
    await deleteWallet(asStore(c.var.ctx), c.req.param('id'))
    return c.body(null, 204)
  })
