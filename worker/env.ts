import type { Db, DirectoryDb, ShopDb } from './db/client'
import type { AtelierPermission, AtelierRole } from './schemas/atelier/access'
import type { Role } from './schemas/auth'
import type { ShopAccess } from './schemas/shop-access'

/** A shop database's binding: SHOP_DB_1, SHOP_DB_2, … (ADR 036). */
export type ShopDatabaseBinding = `SHOP_DB_${number}`

/** Bindings declared in wrangler.toml, plus secrets (`wrangler secret put`). */
export type Env = {
  /** The directory: platform-wide rows and each shop's routing (ADR 036). */
  DB: D1Database
  /** The shop databases; a shop's row names the one holding it (`stores.database`). */
  [binding: ShopDatabaseBinding]: D1Database | undefined
  FILES: R2Bucket
  /**
   * Each shop's storefront views, added up and written once a minute (ADR 056). Typed with its
   * class where it is called (storefront/audience.ts): the class's module reads this Env.
   */
  AUDIENCE?: DurableObjectNamespace
  ASSETS?: Fetcher
  /** Public forms per client address and per phone number (wrangler.toml [[ratelimits]], ADR 015). */
  FORMS_BY_ADDRESS?: RateLimit
  FORMS_BY_PHONE?: RateLimit
  /** "development" only under `npm start` / tests; anything else is treated as production. */
  ENVIRONMENT?: string
  JWT_SECRET?: string
  PASSWORD_PEPPER?: string
  /** "dev" keeps messages in the outbox only (also the default in local development). */
  MESSAGES_TRANSPORT?: string
  /** An HTTP e-mail API taking `{from, to, subject, text}` with a bearer key (e.g. Resend). */
  EMAIL_API_URL?: string
  EMAIL_API_KEY?: string
  EMAIL_FROM?: string
  /**
   * WhatsApp Cloud API (ADR 049): its base URL (default Meta's Graph API; the local stand-in under
   * `npm start`/tests), the system user's token, the sending number's id, the app secret that
   * signs webhooks (X-Hub-Signature-256), the token Meta echoes when the webhook is verified,
   * and the WhatsApp Business Account holding the templates.
   */
  WHATSAPP_API_URL?: string
  WHATSAPP_TOKEN?: string
  WHATSAPP_PHONE_NUMBER_ID?: string
  WHATSAPP_APP_SECRET?: string
  WHATSAPP_VERIFY_TOKEN?: string
  WHATSAPP_WABA_ID?: string
  /** Public address of the platform ("https://boutiko.app"): every link in a message (lib/config appUrl). */
  APP_URL?: string
  /** Hosts serving the platform itself, comma-separated ("*.x" = any subdomain); others are shops' domains. */
  PLATFORM_HOSTS?: string
  /** Where merchants point their domain's CNAME (the Cloudflare for SaaS fallback origin). */
  CUSTOM_DOMAIN_TARGET?: string
  /** "off" disables the edge cache of storefront pages (benchmarks, debugging). */
  STOREFRONT_CACHE?: string
  /** How long (ms) an isolate keeps a storefront's shop lookup; "0" = never (tests). Default 2000. */
  STOREFRONT_MEMO_MS?: string
  /** Platform keys sealing merchants' provider keys: "id:<base64 32 bytes>,…", current first (lib/secret-box). */
  PAYMENT_KEYS?: string
  /** Provider API base URLs (default: each provider's own); local development points them at the sandbox. */
  FEDAPAY_API_URL?: string
  CINETPAY_API_URL?: string
  /** The platform's own provider account, for subscription fees (ADR 021). */
  PLATFORM_PAYMENT_PROVIDER?: string
  PLATFORM_PAYMENT_MODE?: string
  PLATFORM_PAYMENT_CREDENTIALS?: string
  /**
   * Not a binding (bindings are upper case): set only by a Node process whose databases are
   * libsql (Turso, or local files), in place of the D1 bindings above (ADR 036, "libsql").
   */
  databases?: Databases
}

/**
 * How a process reaches its databases by name (ADR 036): the D1 bindings on the Worker (the
 * default, `worker/db/databases.ts`), a libsql map in Node (`worker/db/libsql.ts`). Placement,
 * jobs and `withShop` go through it, so no service knows which driver answers.
 */
export type Databases = {
  /** The databases that can hold shops, the directory (`DB`) first. */
  names: () => string[]
  /** The database named `name`; throws when this process has none by that name. */
  open: (name: string) => Db
  /**
   * A database per shop: creates and migrates the new shop's own database (named by
   * `perShopDatabaseName`) before any of its rows is written. Absent: shops are placed among
   * `names()`, several to a database.
   */
  createShopDatabase?: (name: string) => Promise<void>
}

type SessionUser = { id: string; role: Role }
export type StoreRef = {
  id: string
  slug: string
  name: string
  currency: string
  /** IANA name of the zone the shop's days are cut in (ADR 048, lib/shop-clock). */
  timeZone: string
  /** The binding of the database holding the shop (ADR 036). */
  database: string
}

/**
 * What every service receives: the directory, the caller, and (for merchants) their shop. No
 * `db`: which database a ctx is on is said by its type (ADR 045): a `ShopCtx` (a shop and its
 * `ShopDb`), a `DirectoryCtx` (the directory), or an `OnDatabaseCtx` for the few helpers that
 * run on whichever database they are given (the outbox, a job visiting every database).
 */
export type RequestCtx = {
  /** The directory: platform-wide rows (users, sessions, plans, subscriptions, shop routing). */
  directory: DirectoryDb
  /** A request's database by binding name, in the request's D1 session (ADR 037); not in jobs. */
  openDatabase?: (name: string) => Db
  env: Env
  requestId: string
  now: Date
  user: SessionUser | null
  store: StoreRef | null
  /** Work to start once the response has left; shared by every copy of this request's ctx. */
  effects: {
    deliverOutbox: boolean
    /** Tidying the answer need not wait on (a request's; jobs and scripts run it at once). */
    after?: (() => Promise<unknown>)[]
  }
  /** Set by requireAtelier: the caller's place in the shop's atelier. */
  atelier?: AtelierMember
  /** Set by requireShop: the caller's role in the shop, and a staff member's name for history. */
  member?: ShopMember
}

/** A ctx on the directory: platform requests and jobs, and a shop's request on platform rows. */
export type DirectoryCtx = RequestCtx & { db: DirectoryDb }
/**
 * A ctx on one shop database, whose shop (if any) the caller names: an administrator's or a
 * job's writes there (`onShopDatabase`), and the helpers taking a `storeId` beside the ctx.
 */
export type ShopDatabaseCtx = RequestCtx & { db: ShopDb }
/** A ctx on whichever database it is given: the outbox, counters, a job visiting every one. */
export type OnDatabaseCtx = RequestCtx & { db: Db }

export type ShopMember = ShopAccess & {
  /** A staff member's display name ("Aïcha D."), null for the owner. */
  staffName: string | null
}

export type AtelierMember = {
  role: AtelierRole
  permissions: ReadonlySet<AtelierPermission>
  staffId: string | null
}

/**
 * A ctx acting for one shop: the shop and its database, set together by `withShop` (the one
 * way in, ADR 045), whoever the caller is (a merchant, a shopper on the storefront, a job).
 */
export type ShopCtx = ShopDatabaseCtx & { store: StoreRef }
/** A ctx whose caller is a merchant with a shop: services that own shop data take this. */
export type StoreCtx = ShopCtx & { user: SessionUser }
/** A ctx of an atelier route: the shop, and the caller's role and permissions in its atelier. */
export type AtelierCtx = StoreCtx & { atelier: AtelierMember }
export type UserCtx = RequestCtx & { user: SessionUser }

export type AppEnv = {
  Bindings: Env
  /** The request's ctx: on the directory until a shop is entered (`withShop`), then that shop's. */
  Variables: { requestId: string; ctx: DirectoryCtx | ShopCtx; nonce: string }
}
