import type { AppEnv } from '../env'
import { Hono } from '../lib/hono'
import { readImageUpload, sizedCopiesOf } from '../lib/uploads'
import { readForm, validate } from '../lib/validate'
import { requireShop } from '../middleware/shop'
import {
  PersonalizationDraft,
  PersonalizationInput,
  type PersonalizationPreview,
} from '../schemas/personalization'
import {
  AlertPreferencesInput,
  ContactCodeInput,
  ContactCodeRequest,
} from '../schemas/shop-contacts'
import { StoreProfileInput } from '../schemas/stores'
import { asStore } from '../services/context'
import { setAlertPreferences } from '../services/merchant-alerts'
import { getShopContacts, sendContactCode, verifyContactCode } from '../services/shops/contacts'
import {
  addLogoCopies,
  getMyStore,
  getPersonalization,
  previewPersonalization,
  updatePersonalization,
  updateStoreLogo,
  updateStoreProfile,
} from '../services/store-settings'
import { renderHomePreview } from '../storefront/preview'

/** The merchant's shop settings: business profile and its contacts, personalization, preview. */
export const storeSettingsRoutes = new Hono<AppEnv>()
  .use(requireShop('owner'))
  .get('/', async (c) => c.json(await getMyStore(asStore(c.var.ctx)), 200))
  .put('/profile', validate('json', StoreProfileInput), async (c) =>
    c.json(await updateStoreProfile(asStore(c.var.ctx), c.req.valid('json')), 200),
  )
  .get('/contacts', async (c) => c.json(await getShopContacts(asStore(c.var.ctx)), 200))
  .post('/contacts/code', validate('json', ContactCodeRequest), async (c) =>
    c.json(await sendContactCode(asStore(c.var.ctx), c.req.valid('json').channel), 200),
  )
  .put('/contacts/alerts', validate('json', AlertPreferencesInput), async (c) => {
    const ctx = asStore(c.var.ctx)
    await setAlertPreferences(ctx, c.req.valid('json'))
    return c.json(await getShopContacts(ctx), 200)
  })
  .post('/contacts/verify', validate('json', ContactCodeInput), async (c) =>
    c.json(await verifyContactCode(asStore(c.var.ctx), c.req.valid('json')), 200),
  )
  .post('/logo', async (c) => {
    const { file, copies } = await readImageUpload(c)
    return c.json(await updateStoreLogo(asStore(c.var.ctx), file, copies), 200)
  })
  // An older logo's small copies, drawn by the dashboard (ADR 058).
  .post('/logo/copies', async (c) => {
    const form = await readForm(c)
    const logoUrl = form.get('logoUrl')
    return c.json(
      await addLogoCopies(
        asStore(c.var.ctx),
        typeof logoUrl === 'string' ? logoUrl : '',
        sizedCopiesOf(form),
      ),
      200,
    )
  })
  .get('/personalization', async (c) => c.json(await getPersonalization(asStore(c.var.ctx)), 200))
  .put('/personalization', validate('json', PersonalizationInput), async (c) =>
    c.json(await updatePersonalization(asStore(c.var.ctx), c.req.valid('json')), 200),
  )
  .post('/preview', validate('json', PersonalizationDraft), async (c) => {
    const ctx = asStore(c.var.ctx)
    const { row, shop } = await previewPersonalization(ctx, c.req.valid('json'))
    const preview: PersonalizationPreview = {
      html: await renderHomePreview(ctx, row, shop, new URL(c.req.url).origin),
    }
    return c.json(preview, 200)
  })
