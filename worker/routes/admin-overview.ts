import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { requireRole } from '../middleware/auth'

/** Platform administrators: the figures of the admin Tableau de Bord, contact messages. */
export const adminOverviewRoutes = new Hono<AppEnv>().use(requireRole('admin'))
