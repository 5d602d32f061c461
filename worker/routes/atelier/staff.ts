import { Hono } from 'hono'
import type { AppEnv } from '../../env'

export const staffRoutes = new Hono<AppEnv>()
export const salaryPaymentRoutes = new Hono<AppEnv>()
