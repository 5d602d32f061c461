import { Navigate, type RouteObject } from 'react-router'
import { NotFound } from '#dashboard/components/not-found.tsx'
import { atelierArea } from '#dashboard/features/atelier/area.ts'
import { atelierSettingsRoute } from '#dashboard/features/atelier/settings/routes.tsx'
import { audienceRoutes } from '#dashboard/features/audience/routes.tsx'
import { categoryRoutes } from '#dashboard/features/categories/routes.tsx'
import { customerRoutes } from '#dashboard/features/customers/routes.tsx'
import { dashboardRoutes } from '#dashboard/features/dashboard/routes.tsx'
import { deliveryCashRoutes } from '#dashboard/features/delivery-cash/routes.tsx'
import { enquiryRoutes } from '#dashboard/features/enquiries/routes.tsx'
import { orderRoutes } from '#dashboard/features/orders/routes.tsx'
import { productRoutes } from '#dashboard/features/products/routes.tsx'
import { promoCodeRoutes } from '#dashboard/features/promo-codes/routes.tsx'
import { referralRoutes } from '#dashboard/features/referrals/routes.tsx'
import { reviewRoutes } from '#dashboard/features/reviews/routes.tsx'
import { settingsRoutes } from '#dashboard/features/settings/routes.tsx'
import { testimonialRoutes } from '#dashboard/features/testimonials/routes.tsx'

/** Everything under /user. */
export const userRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/user/dashboard" replace /> },
  ...dashboardRoutes,
  ...categoryRoutes,
  ...productRoutes,
  ...orderRoutes,
  ...deliveryCashRoutes,
  ...enquiryRoutes,
  ...reviewRoutes,
  ...customerRoutes,
  ...testimonialRoutes,
  ...referralRoutes,
  ...promoCodeRoutes,
  ...audienceRoutes,
  ...settingsRoutes,
  atelierSettingsRoute,
  atelierArea,
  { path: '*', element: <NotFound home="/user/dashboard" /> },
]
