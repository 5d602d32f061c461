import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { requireRole } from '../middleware/auth'

/** Platform administrators: users (search, profile, block / unblock). */
export const adminUserRoutes = new Hono<AppEnv>().use(requireRole('admin'))
