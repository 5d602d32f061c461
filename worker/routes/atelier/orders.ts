import { Hono } from 'hono'
import type { AppEnv } from '../../env'

export const tailoringOrderRoutes = new Hono<AppEnv>()
export const calendarRoutes = new Hono<AppEnv>()
