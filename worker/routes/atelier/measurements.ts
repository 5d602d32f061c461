import { Hono } from 'hono'
import type { AppEnv } from '../../env'

export const garmentTypeRoutes = new Hono<AppEnv>()
export const measurementPartRoutes = new Hono<AppEnv>()
export const atelierCustomerRoutes = new Hono<AppEnv>()
export const measurementRoutes = new Hono<AppEnv>()
