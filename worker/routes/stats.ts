import { Hono } from 'hono'
import type { AppEnv } from '../env'

/** Dashboard figures computed from real orders (Tableau de Board). */
export const statsRoutes = new Hono<AppEnv>()
