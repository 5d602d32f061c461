import { Hono } from 'hono'
import type { AppEnv } from '../../env'

export const overviewRoutes = new Hono<AppEnv>()
export const atelierNotificationRoutes = new Hono<AppEnv>()
