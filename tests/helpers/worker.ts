import { randomBytes, randomInt, randomUUID } from 'node:crypto'
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { FormData, Miniflare, type Response, type WorkerOptions } from 'miniflare'
import { afterAll, beforeAll, expect } from 'vitest'
import type { AuthResult, Me } from '#worker/schemas/auth.ts'
import type { Media } from '#worker/schemas/media.ts'
import type { Order, OrderItem, OrderReceipt } from '#worker/schemas/orders.ts'
import type { Product } from '#worker/schemas/products.ts'
import type { Store } from '#worker/schemas/stores.ts'
import { migrationScript, openShopDatabasesSql } from '../../scripts/lib/migration-script.ts'
import type { ErrorEnvelope } from '../../worker/lib/errors.ts'
import { pngBytes } from './images.ts'
import { paymentSandboxBindings } from './payment-sandbox.ts'
import { PROBE_ORIGIN, PROBE_SCRIPT, ProbeD1 } from './probe.ts'
import { recordingEntry, saveRecordedStatements } from './sql-recorder.ts'
import { whatsappSandboxBindings } from './whatsapp-sandbox.ts'

/** The API's own DTO types: a test speaks the same contract as the dashboard. */
export type { Me, Media, Order, OrderItem, OrderReceipt, Product, Store }
export type Session = AuthResult
export type ApiErrorBody = ErrorEnvelope

/**
 * One Miniflare per test file, running the production bundle (.build/worker/index.js) with
 * a fresh in-memory D1 (migrations applied) and R2. `setupWorker()` registers the hooks; the
 * other helpers talk to the instance of the current file, always over HTTP: the app through
 * `dispatchFetch`, its storage through the test-only probe worker beside it (probe.ts).
 */

export const ROOT = join(import.meta.dirname, '..', '..')
export const WORKER_BUNDLE = join(ROOT, '.build', 'worker', 'index.js')
export const ORIGIN = 'https://boutiko.test'

const randomText = (length: number) => randomBytes(length).toString('base64url').slice(0, length)

export type Secrets = { jwtSecret: string; pepper: string }

/** The platform key sealing provider keys in tests: "id:<base64url of 32 bytes>". */
export const TEST_PAYMENT_KEYS = `t1:${randomBytes(32).toString('base64url')}`

let mf: Miniflare | null = null
let entryDir: string | null = null
let secrets: Secrets | null = null

const wranglerToml = () => readFileSync(join(ROOT, 'wrangler.toml'), 'utf8')

/** wrangler.toml's `[[ratelimits]]`, declared the same in Miniflare (which runs them for real). */
export function rateLimits(): Record<string, { simple: { limit: number; period: number } }> {
  const limits: Record<string, { simple: { limit: number; period: number } }> = {}
  for (const block of wranglerToml()
    .split(/^\[\[ratelimits\]\]\s*$/m)
    .slice(1)) {
    const body = block.split(/^\[/m)[0] ?? ''
    const name = /^name\s*=\s*"([^"]+)"/m.exec(body)?.[1]
    const limit = /\blimit\s*=\s*(\d+)/.exec(body)?.[1]
    const period = /\bperiod\s*=\s*(\d+)/.exec(body)?.[1]
    if (!name || !limit || !period) throw new Error(`unreadable [[ratelimits]] in wrangler.toml`)
    limits[name] = { simple: { limit: Number(limit), period: Number(period) } }
  }
  return limits
}

function compatibilityDate(): string {
  const toml = wranglerToml()
  const date = /^compatibility_date\s*=\s*"([^"]+)"/m.exec(toml)?.[1]
  if (!date) throw new Error('compatibility_date not found in wrangler.toml')
  return date
}

/**
 * `persist` runs on a D1 kept on disk the way `wrangler --local` keeps it (its folder and the
 * database id of wrangler.toml), with given secrets, and without applying migrations.
 */
export type StartOptions = {
  /** Another build of the worker than .build/worker/index.js (a test's negative control). */
  bundle?: string
  persist?: {
    d1Dir: string
    databaseId: string
    /** The shop databases kept there too, by binding (wrangler.toml's ids: `npm start`'s state). */
    shopDatabaseIds?: Record<string, string>
  }
  secrets?: Secrets
  /** Extra vars (e.g. PLATFORM_HOSTS). */
  bindings?: Record<string, string>
  /** Where the worker's own `fetch` goes (a function answering from node), instead of the network. */
  outboundService?: WorkerOptions['outboundService']
  /** Serves dist/dashboard through the ASSETS binding, the worker first (as wrangler.toml). */
  assets?: boolean
  /** Keeps the Cache API in this folder: a second instance on it starts with the same entries. */
  cachePersist?: string
}

export const DASHBOARD_DIST = join(ROOT, 'dist', 'dashboard')

/** The shop databases every test worker runs with, beside the directory (ADR 036). */
export const SHOP_DATABASES = ['SHOP_DB_1', 'SHOP_DB_2', 'SHOP_DB_3'] as const
export type DatabaseName = 'DB' | (typeof SHOP_DATABASES)[number]
/** The directory, then the shop databases. */
export const ALL_DATABASES: readonly DatabaseName[] = ['DB', ...SHOP_DATABASES]

export async function startWorker(opts: StartOptions = {}): Promise<Miniflare> {
  secrets = opts.secrets ?? { jwtSecret: randomText(48), pepper: randomText(32) }
  const run = `test-${randomUUID()}`
  // A persisted platform (wrangler's folder): the directory, and the shop databases it names.
  const d1Databases: Record<string, string> = opts.persist
    ? { DB: opts.persist.databaseId, ...opts.persist.shopDatabaseIds }
    : { DB: run, ...Object.fromEntries(SHOP_DATABASES.map((name) => [name, `${run}-${name}`])) }
  // The bundle runs behind the SQL recorder (test-only): the query-plan check reads what it saw.
  const entry = recordingEntry(opts.bundle ?? WORKER_BUNDLE)
  entryDir = entry.modulesRoot
  const instance = new Miniflare({
    ...(opts.persist ? { d1Persist: opts.persist.d1Dir } : {}),
    ...(opts.cachePersist ? { cachePersist: opts.cachePersist } : {}),
    // The wrangler.toml cron, fired over HTTP at /cdn-cgi/handler/scheduled (see `runCron`).
    unsafeTriggerHandlers: true,
    workers: [
      {
        name: 'boutiko',
        modules: true,
        scriptPath: entry.scriptPath,
        modulesRoot: entry.modulesRoot,
        compatibilityDate: compatibilityDate(),
        d1Databases,
        r2Buckets: ['FILES'],
        // wrangler.toml's [[durable_objects.bindings]] (ADR 056).
        durableObjects: { AUDIENCE: 'AudienceCounter' },
        ratelimits: rateLimits(),
        bindings: {
          ENVIRONMENT: 'test',
          JWT_SECRET: secrets.jwtSecret,
          PASSWORD_PEPPER: secrets.pepper,
          // Links in messages come from here, never from the request's Host.
          APP_URL: ORIGIN,
          // Tests change D1 directly between requests: no shop lookup kept in memory (issue 5).
          STOREFRONT_MEMO_MS: '0',
          // Merchants' provider keys are sealed with this run's own platform key (lib/secret-box).
          PAYMENT_KEYS: TEST_PAYMENT_KEYS,
          // Provider calls go to the run's payment sandbox, never to a real provider.
          ...paymentSandboxBindings(),
          // WhatsApp goes to the run's Cloud API stand-in, templates approved (ADR 049).
          ...whatsappSandboxBindings(),
          ...opts.bindings,
        },
        ...(opts.outboundService ? { outboundService: opts.outboundService } : {}),
        ...(opts.assets
          ? {
              assets: {
                directory: DASHBOARD_DIST,
                binding: 'ASSETS',
                // wrangler.toml's run_worker_first: the worker for every path but the build output.
                routerConfig: {
                  has_user_worker: true,
                  static_routing: { user_worker: ['/*'], asset_worker: ['/assets/*'] },
                },
              },
            }
          : {}),
      },
      {
        // Test-only: the tests' HTTP way to the same D1, R2 and Cache API (probe.ts says why).
        name: 'probe',
        modules: true,
        scriptPath: PROBE_SCRIPT,
        compatibilityDate: compatibilityDate(),
        routes: [`${new URL(PROBE_ORIGIN).host}/*`],
        d1Databases,
        r2Buckets: ['FILES'],
        // The same shops' counters, to write their views now (`flushAudience`).
        durableObjects: { AUDIENCE: { className: 'AudienceCounter', scriptName: 'boutiko' } },
      },
    ],
  })
  mf = instance // set first, so afterAll disposes it even if a migration fails
  if (opts.persist) return instance
  // The same migrations on every database, as `npm run db:migrate:local` does.
  const script = migrationScript(ROOT)
  for (const name of Object.keys(d1Databases)) await new ProbeD1(instance, name).exec(script)
  // New shops go to the shop databases, spread over the three; the directory holds none.
  await new ProbeD1(instance, 'DB').exec(openShopDatabasesSql(SHOP_DATABASES))
  return instance
}

/** Call once at the top of a test file: one worker for the file, disposed after it. */
export function setupWorker(opts: StartOptions = {}) {
  beforeAll(async () => {
    await startWorker(opts)
  })
  afterAll(stopWorker)
}

export async function stopWorker() {
  if (!mf) return
  try {
    await saveRecordedStatements(mf, expect.getState().testPath ?? 'unknown')
  } finally {
    await mf.dispose()
    mf = null
    if (entryDir) rmSync(entryDir, { recursive: true, force: true })
    entryDir = null
  }
}

export function worker(): Miniflare {
  if (!mf) throw new Error('No worker running: call setupWorker() at the top of the test file')
  return mf
}

/** The worker's own HTTP address, for callers outside node's dispatchFetch (sandbox notifications). */
export const workerUrl = async () => (await worker().ready).origin

/** The secrets the running worker was started with (to forge tokens in auth tests). */
export function workerSecrets(): Secrets {
  if (!secrets) throw new Error('No worker running')
  return secrets
}

/** D1 of the running worker, over HTTP (never Miniflare's synchronous binding proxy). */
export const db = async () => new ProbeD1(worker())

/**
 * The database holding a shop's own rows (ADR 036, "Where each row lives"): catalogue, orders,
 * customers, payments, atelier… as the directory routes it. `db()` is the directory: accounts,
 * plans, subscriptions, domains, and every shop's routing copy of its `stores` row.
 */
export async function shopDb(shop: string | { store: { id: string } }): Promise<ProbeD1> {
  const id = typeof shop === 'string' ? shop : shop.store.id
  const row = await new ProbeD1(worker())
    .prepare('SELECT database FROM stores WHERE id = ?')
    .bind(id)
    .first<{ database: string }>()
  if (!row) throw new Error(`no shop ${id} in the directory`)
  return new ProbeD1(worker(), row.database)
}

/** A row of the shop's database, as stored. */
export async function rowOf<T = Record<string, unknown>>(
  shop: Pick<Tenant, 'store'>,
  sql: string,
  ...binds: unknown[]
) {
  return (await shopDb(shop))
    .prepare(sql)
    .bind(...binds)
    .first<T>()
}

/** Rows of the shop's database, as stored. */
export async function rowsOf<T = Record<string, unknown>>(
  shop: Pick<Tenant, 'store'>,
  sql: string,
  ...binds: unknown[]
) {
  const { results } = await (await shopDb(shop))
    .prepare(sql)
    .bind(...binds)
    .all<T>()
  return results
}

/**
 * How many rows of `table` belong to the shop in its database, `where` narrowing them
 * ("template = 'review-invite'"): what a write saved, or that a refused one saved nothing.
 */
export async function countRows(
  shop: Pick<Tenant, 'store'>,
  table: string,
  where = '',
  ...binds: unknown[]
): Promise<number> {
  const row = await rowOf<{ n: number }>(
    shop,
    `SELECT count(*) AS n FROM ${table} WHERE store_id = ?${where ? ` AND ${where}` : ''}`,
    shop.store.id,
    ...binds,
  )
  return row?.n ?? 0
}

/**
 * Runs a statement on a shop's `stores` row where it lives: its database, then the directory's
 * routing copy (the copy the worker makes after each write, ADR 036).
 */
export async function updateStoreRow(storeId: string, set: string, params: unknown[] = []) {
  const own = await shopDb(storeId)
  for (const target of new Set([own.name, 'DB'])) {
    await new ProbeD1(worker(), target)
      .prepare(`UPDATE stores SET ${set} WHERE id = ?`)
      .bind(...params, storeId)
      .run()
  }
}

/**
 * What `npm run shop:move` writes in the directory while it copies the shop (step 1): the
 * target's binding, or null once the move is over (ADR 036).
 */
export const markMoving = (shop: { store: { id: string } }, to: string | null) =>
  new ProbeD1(worker(), 'DB')
    .prepare('UPDATE stores SET moving_to = ?, moving_since = unixepoch() WHERE id = ?')
    .bind(to, shop.store.id)
    .run()

/** One database of the running worker by its binding: the directory (`DB`) or a shop database. */
export const database = (name: DatabaseName) => new ProbeD1(worker(), name)

/** Fires the wrangler.toml cron at `at` (ms), as the platform would; resolves to its outcome. */
export async function runCron(at: number, cron = '*/5 * * * *'): Promise<string> {
  const res = await worker().dispatchFetch(
    `${ORIGIN}/cdn-cgi/handler/scheduled?time=${at}&cron=${encodeURIComponent(cron)}`,
  )
  return res.text()
}

export type RequestOptions = {
  token?: string
  json?: unknown
  /** Raw body (string or bytes), sent as is. */
  body?: string | Uint8Array
  form?: Record<string, string | Blob | File>
  headers?: Record<string, string>
}

export function api(method: string, path: string, opts: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...opts.headers }
  if (opts.token) headers.authorization = `Bearer ${opts.token}`
  let body: string | Uint8Array | FormData | undefined
  if (opts.json !== undefined) {
    headers['content-type'] ??= 'application/json'
    body = JSON.stringify(opts.json)
  } else if (opts.form) {
    const form = new FormData()
    for (const [key, value] of Object.entries(opts.form)) {
      if (typeof value === 'string') form.append(key, value)
      else form.append(key, value, value instanceof File ? value.name : 'blob')
    }
    body = form
  } else if (opts.body !== undefined) {
    body = opts.body
  }
  return worker().dispatchFetch(`${ORIGIN}${path}`, {
    method,
    headers,
    body: body as never,
    redirect: 'manual',
  })
}

/** Parses a response body; the type is the caller's claim about the API's shape. */
export async function readJson<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T
}

/** Asserts nothing: returns the error envelope so tests can match on it. */
export const readError = (res: Response) => readJson<ErrorEnvelope>(res)

/** The `path → message` map of a 422's issues. */
export async function issuesOf(res: Response): Promise<Record<string, string>> {
  const body = await readError(res)
  return Object.fromEntries((body.error.issues ?? []).map((i) => [i.path, i.message]))
}

// ─── fixtures ─────────────────────────────────────────────────────────────────

export type Merchant = { token: string; user: Me; cookie: string; email: string; password: string }

export const PASSWORD = 'Secret123'

export const uniqueEmail = () => `m-${randomUUID().slice(0, 12)}@boutiko.test`

/** 8 random digits, never starting with 0. */
export const uniquePhone = () => `7${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`

export function signupBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Awa',
    lastName: 'Traoré',
    identifierType: 'email',
    emailOrPhone: uniqueEmail(),
    password: PASSWORD,
    confirmPass: PASSWORD,
    termCondition: true,
    ...overrides,
  }
}

/**
 * What the dashboard's fetch carries besides the refresh cookie: its own header, and the
 * fetch metadata a browser adds to a same-origin fetch (ADR 012: the cookie needs them).
 */
export const DASHBOARD_FETCH = {
  'x-requested-with': 'XMLHttpRequest',
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'cors',
  'sec-fetch-dest': 'empty',
} as const

/** The `bt_rt` cookie (name=value) from a response, or '' when it sets none. */
export function refreshCookieOf(res: Response): string {
  const header = res.headers.getSetCookie().find((c) => c.startsWith('bt_rt='))
  return header?.split(';')[0] ?? ''
}

/** Signs up a fresh merchant through the API, then signs in as the dashboard does (issue 6). */
export async function createMerchant(overrides: Record<string, unknown> = {}): Promise<Merchant> {
  const input = signupBody(overrides)
  const signup = await api('POST', '/api/signup', { json: input })
  if (signup.status !== 202)
    throw new Error(`signup failed: ${signup.status} ${await signup.text()}`)
  const res = await api('POST', '/api/signin', {
    json: {
      identifierType: input.identifierType,
      emailOrPhone: input.emailOrPhone,
      password: input.password,
    },
  })
  if (res.status !== 200) throw new Error(`signin failed: ${res.status} ${await res.text()}`)
  const session = await readJson<Session>(res)
  return {
    token: session.token,
    user: session.user,
    cookie: refreshCookieOf(res),
    email: String(input.emailOrPhone),
    password: String(input.password),
  }
}

export type Tenant = Merchant & { store: Store }

export const storeForm = (overrides: Record<string, string | Blob | File> = {}) => ({
  name: 'Boutique Awa',
  phone: '70123456',
  email: 'contact@awa.test',
  ...overrides,
})

/** A merchant with a shop (created through POST /api/stores). */
export async function createTenant(
  form: Record<string, string | Blob | File> = {},
): Promise<Tenant> {
  const merchant = await createMerchant()
  const res = await api('POST', '/api/stores', { token: merchant.token, form: storeForm(form) })
  if (res.status !== 201)
    throw new Error(`store creation failed: ${res.status} ${await res.text()}`)
  const { data } = await readJson<{ data: Store }>(res)
  return { ...merchant, store: data }
}

/**
 * Puts the shop on a plan (`pln_premium`…) for `days`, straight in the directory: the plan's
 * capabilities (issue 26) then apply, e.g. the Facebook pixel. Returns the tenant.
 */
export async function onPlan<T extends Tenant>(tenant: T, planId: string, days = 30): Promise<T> {
  await (await db())
    .prepare(
      `UPDATE subscriptions SET plan_id = ?, status = 'active', ends_at = unixepoch() + ? WHERE store_id = ?`,
    )
    .bind(planId, days * 86_400, tenant.store.id)
    .run()
  return tenant
}

/** A shop on Premium: its plan includes the Facebook pixel. */
export const createPixelTenant = async (form: Record<string, string | Blob | File> = {}) =>
  onPlan(await createTenant(form), 'pln_premium')

/** Sets the shop's cap on one order line (its profile), to order more than the default 10. */
export async function setOrderCap(tenant: Tenant, max: number) {
  const res = await api('PUT', '/api/store/profile', {
    token: tenant.token,
    json: { name: tenant.store.name, email: tenant.store.email, maxOrderQuantity: String(max) },
  })
  if (res.status !== 200) throw new Error(`order cap not set: ${res.status} ${await res.text()}`)
}

/** No route creates admins: sign up, promote in D1, sign in again for a fresh token. */
export async function createAdmin(): Promise<Merchant> {
  const merchant = await createMerchant()
  await (await db())
    .prepare("UPDATE users SET role = 'admin' WHERE id = ?")
    .bind(merchant.user.id)
    .run()
  const res = await api('POST', '/api/signin', {
    json: { emailOrPhone: merchant.email, password: merchant.password },
  })
  if (res.status !== 200) throw new Error(`admin sign-in failed: ${res.status} ${await res.text()}`)
  const session = await readJson<Session>(res)
  return { ...merchant, token: session.token, user: session.user, cookie: refreshCookieOf(res) }
}

export async function uploadImage(
  tenant: { token: string },
  file: File = new File([pngBytes(2, 2) as Uint8Array<ArrayBuffer>], 'photo.png', {
    type: 'image/png',
  }),
): Promise<Media> {
  const res = await api('POST', '/api/media', { token: tenant.token, form: { file } })
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`)
  return readJson<Media>(res)
}

export function productBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Pagne wax',
    description: 'Coton 100 %, 6 yards',
    price: '1500',
    stock: '10',
    ...overrides,
  }
}

/** Uploads a tiny PNG and creates a product with it. */
export async function seedProduct(
  tenant: { token: string },
  overrides: Record<string, unknown> = {},
): Promise<Product> {
  const image = await uploadImage(tenant)
  const res = await api('POST', '/api/products', {
    token: tenant.token,
    json: productBody({ imageId: image.id, ...overrides }),
  })
  if (res.status !== 201)
    throw new Error(`product creation failed: ${res.status} ${await res.text()}`)
  return readJson<Product>(res)
}

export async function seedCategory(
  tenant: { token: string },
  name = `Catégorie ${randomUUID().slice(0, 6)}`,
) {
  const res = await api('POST', '/api/categories', { token: tenant.token, json: { name } })
  if (res.status !== 201)
    throw new Error(`category creation failed: ${res.status} ${await res.text()}`)
  return readJson<{ id: string; name: string; description: string | null; productCount: number }>(
    res,
  )
}

export function orderBody(
  items: { productId: string; quantity: unknown }[],
  overrides: Record<string, unknown> = {},
) {
  return {
    firstName: 'Fatou',
    lastName: 'Diallo',
    phone: '76543210',
    city: 'Ouagadougou',
    items,
    ...overrides,
  }
}

/**
 * A product's row as stored (stock and prices straight from D1): from the shop database
 * holding it, since no product lives in the directory (ADR 036).
 */
export async function productRow(id: string) {
  for (const name of SHOP_DATABASES) {
    const row = await database(name)
      .prepare('SELECT * FROM products WHERE id = ?')
      .bind(id)
      .first<Record<string, unknown>>()
    if (row) return row
  }
  return null
}

/**
 * A client address of its own (`cf-connecting-ip`, as Cloudflare sets it): public forms are
 * rate-limited and sign-in failures counted per address (ADR 013, ADR 015), and a test's
 * people are different people.
 */
export const ownAddress = () => ({
  'cf-connecting-ip': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
})

/** A shopper's order through the public API (no account), each from its own address. */
export const placeOrder = (slug: string, body: unknown, headers = ownAddress()) =>
  api('POST', `/api/publics/${slug}/orders`, { json: body, headers })
