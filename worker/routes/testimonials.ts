import { Hono } from 'hono'
import type { AppEnv } from '../env'

/** Testimonials (Témoignages): text, image or video. */
export const testimonialRoutes = new Hono<AppEnv>()
