import { Hono } from 'hono'
import type { AppEnv } from '../env'

/** Customers of the merchant's shop (issue 3, Clients). */
export const customerRoutes = new Hono<AppEnv>()
