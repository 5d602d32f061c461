import type { AppEnv } from '../../env'
import { Hono } from '../../lib/hono'
import { invitationRoutes } from './invitation-routes'
import { passwordRoutes } from './password-routes'
import { signinRoutes } from './signin-routes'
import { signupRoutes } from './signup-routes'
import { verifyRoutes } from './verify-routes'

/** The /auth pages the worker renders itself (ADR 038, 064), before the dashboard's shell. */
export const authPageRoutes = new Hono<AppEnv>()
  .route('/', signinRoutes)
  .route('/', signupRoutes)
  .route('/', passwordRoutes)
  .route('/', verifyRoutes)
  .route('/', invitationRoutes)
