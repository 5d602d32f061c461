import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { requireRole } from '../middleware/auth'

/** Platform administrators: shops (search, detail, suspend / reactivate) and all products. */
export const adminShopRoutes = new Hono<AppEnv>().use(requireRole('admin'))
