import { Hono } from 'hono'
import type { AppEnv } from '../../env'

export const fabricRoutes = new Hono<AppEnv>()
export const lookupRoutes = new Hono<AppEnv>()
export const supplierRoutes = new Hono<AppEnv>()
export const serviceRoutes = new Hono<AppEnv>()
