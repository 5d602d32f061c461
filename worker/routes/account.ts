import { Hono } from 'hono'
import type { AppEnv } from '../env'

/** The signed-in person's own profile and password. */
export const accountRoutes = new Hono<AppEnv>()
