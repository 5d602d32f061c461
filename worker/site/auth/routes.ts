import type { AppEnv } from '../../env'
import { Hono } from '../../lib/hono'
import { passwordRoutes } from './password-routes'
import { signinRoutes } from './signin-routes'
import { signupRoutes } from './signup-routes'

/** The /auth pages the worker renders itself (ADR 038, 064), before the dashboard's shell. */
export const authPageRoutes = new Hono<AppEnv>()
  .route('/', signinRoutes)
  .route('/', signupRoutes)
  .route('/', passwordRoutes)
