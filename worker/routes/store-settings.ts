import { Hono } from 'hono'
import type { AppEnv } from '../env'

/** The merchant's shop settings: business profile, personalization, preview. */
export const storeSettingsRoutes = new Hono<AppEnv>()
