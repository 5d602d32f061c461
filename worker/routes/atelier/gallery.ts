import { Hono } from 'hono'
import type { AppEnv } from '../../env'

export const galleryRoutes = new Hono<AppEnv>()
