import { Hono } from 'hono'
import type { AppEnv } from '../../env'

export const cashbookRoutes = new Hono<AppEnv>()
