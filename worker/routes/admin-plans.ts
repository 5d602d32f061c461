import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { requireRole } from '../middleware/auth'

/** Platform administrators: plans (list, add, edit, view). */
export const adminPlanRoutes = new Hono<AppEnv>().use(requireRole('admin'))
