import { Hono } from 'hono'
import type { AppEnv } from '../env'

/** Referrals (Parrainage). */
export const referralRoutes = new Hono<AppEnv>()
