import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from '../env'
import { ApiError } from '../lib/errors'
import { Hono } from '../lib/hono'
import { msg } from '../schemas/messages'
import { accountRoutes } from './account'
import { adminOverviewRoutes } from './admin-overview'
import { adminPaymentRoutes } from './admin-payments'
import { adminPlanRoutes } from './admin-plans'
import { adminSettingsRoutes } from './admin-settings'
import { adminShopRoutes } from './admin-shops'
import { adminSubscriptionRoutes } from './admin-subscriptions'
import { adminUserRoutes } from './admin-users'
import { atelierRoutes } from './atelier/index'
import { audienceRoutes } from './audience'
import { authRoutes } from './auth'
import { categoryRoutes } from './categories'
import { courierRoutes } from './couriers'
import { customerRoutes } from './customers'
import { deliveryRoutes } from './delivery'
import { deliveryCashRoutes } from './delivery-cash'
import { domainRoutes } from './domains'
import { enquiryRoutes } from './enquiries'
import { invitationRoutes } from './invitations'
import { mediaRoutes } from './media'
import { adminNotificationRoutes, notificationRoutes } from './notifications'
import { orderRoutes } from './orders'
import { paymentNotificationRoutes } from './payment-notifications'
import { paymentSettingsRoutes } from './payment-settings'
import { planRoutes } from './plans'
import { productRoutes } from './products'
import { promoCodeRoutes } from './promo-codes'
import { publicRoutes } from './publics'
import { referralRoutes } from './referrals'
import { reviewRoutes } from './reviews'
import { statsRoutes } from './stats'
import { storeSettingsRoutes } from './store-settings'
import { storeRoutes } from './stores'
import { teamRoutes } from './team'
import { testimonialRoutes } from './testimonials'
import { whatsappWebhookRoutes } from './whatsapp-webhook'

const tooLarge = () => {
  throw new ApiError('PAYLOAD_TOO_LARGE', msg.payloadTooLarge)
}
/** Uploads may carry a 5 MB image; everything else is small JSON, refused early when not. */
const UPLOAD_PATHS = /^\/api\/(media|stores|account\/photo|store\/logo(\/copies)?)\/?$/
/** The atelier gallery takes up to 10 images of 5 MB in one form. */
const GALLERY_UPLOAD = /^\/api\/atelier\/gallery\/?$/
const ATELIER_MEDIA = /^\/api\/atelier\/media\/?$/

export const api = new Hono<AppEnv>()
  .use(async (c, next) => {
    const maxSize = GALLERY_UPLOAD.test(c.req.path)
      ? 51 * 1024 * 1024
      : UPLOAD_PATHS.test(c.req.path) || ATELIER_MEDIA.test(c.req.path)
        ? 6 * 1024 * 1024
        : 64 * 1024
    return bodyLimit({ maxSize, onError: tooLarge })(c, next)
  })
  .route('/', authRoutes)
  .route('/stores', storeRoutes)
  .route('/publics', publicRoutes)
  .route('/payments', paymentNotificationRoutes)
  .route('/whatsapp', whatsappWebhookRoutes)
  .route('/media', mediaRoutes)
  .route('/categories', categoryRoutes)
  .route('/products', productRoutes)
  .route('/orders', orderRoutes)
  .route('/delivery-cash', deliveryCashRoutes)
  .route('/notifications', notificationRoutes)
  .route('/admin-notifications', adminNotificationRoutes)
  .route('/customers', customerRoutes)
  .route('/couriers', courierRoutes)
  .route('/promo-codes', promoCodeRoutes)
  .route('/enquiries', enquiryRoutes)
  .route('/stats', statsRoutes)
  .route('/audience', audienceRoutes)
  .route('/testimonials', testimonialRoutes)
  .route('/reviews', reviewRoutes)
  .route('/referrals', referralRoutes)
  .route('/team', teamRoutes)
  .route('/account', accountRoutes)
  // Before '/store': its requireRole would otherwise run a second time for these paths.
  .route('/store/domain', domainRoutes)
  .route('/store/payments', paymentSettingsRoutes)
  .route('/store/delivery', deliveryRoutes)
  .route('/store', storeSettingsRoutes)
  .route('/plans', planRoutes)
  .route('/admin/overview', adminOverviewRoutes)
  .route('/admin/users', adminUserRoutes)
  .route('/admin/shops', adminShopRoutes)
  .route('/admin/plans', adminPlanRoutes)
  .route('/admin/subscriptions', adminSubscriptionRoutes)
  .route('/admin/settings', adminSettingsRoutes)
  .route('/admin/payments', adminPaymentRoutes)
  .route('/atelier', atelierRoutes)
  .route('/invitation', invitationRoutes)
