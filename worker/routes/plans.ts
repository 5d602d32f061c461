import { Hono } from 'hono'
import type { AppEnv } from '../env'

/** Public plans list and the merchant subscription (current plan, change request). */
export const planRoutes = new Hono<AppEnv>()
