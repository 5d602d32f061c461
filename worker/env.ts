import type { Db } from './db/client'
import type { Role } from './schemas/auth'

/** Bindings declared in wrangler.toml, plus secrets (`wrangler secret put`). */
export type Env = {
  DB: D1Database
  FILES: R2Bucket
  ASSETS?: Fetcher
  /** "development" only under `npm start` / tests; anything else is treated as production. */
  ENVIRONMENT?: string
  JWT_SECRET?: string
  PASSWORD_PEPPER?: string
}

export type SessionUser = { id: string; role: Role }
export type StoreRef = { id: string; slug: string; currency: string }

/** What every service receives: the database, the caller, and (for merchants) their shop. */
export type RequestCtx = {
  db: Db
  env: Env
  requestId: string
  now: Date
  user: SessionUser | null
  store: StoreRef | null
}

/** A ctx whose caller is a merchant with a shop: services that own shop data take this. */
export type StoreCtx = RequestCtx & { user: SessionUser; store: StoreRef }
export type UserCtx = RequestCtx & { user: SessionUser }

export type AppEnv = {
  Bindings: Env
  Variables: { requestId: string; ctx: RequestCtx; nonce: string }
}
