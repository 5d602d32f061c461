import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { requireRole } from '../middleware/auth'

/** Platform administrators: subscriptions and plan-change requests (approve / reject). */
export const adminSubscriptionRoutes = new Hono<AppEnv>().use(requireRole('admin'))
