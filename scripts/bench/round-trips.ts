import { randomBytes } from 'node:crypto'
import { productPicture } from '../lib/png.ts'
import { roundTrips, TRACE_HEADER } from '../lib/sql-trips.ts'
import { startPaymentSandbox } from '../payment-sandbox/index.ts'
import { BENCH_CREDENTIALS, seedShop } from './seed.ts'
import { startServer } from './server.ts'

/**
 * The database round trips of the platform's main requests (issue « les allers-retours sont un
 * budget », ADR 044). On D1 every query is a network wait from the Worker: what a request costs
 * in latency is the number of waits it makes one after another, times the time of one. That
 * count does not depend on the machine's load, so it is measured once per route, on a worker
 * of its own behind the tests' recorder (scripts/lib/sql-trips.ts), with no load.
 */

/** Latency of one round trip: to the primary (near, then far from it), to a nearby replica. */
export const TRIP_MS = { primaryNear: 30, primaryFar: 80, replica: 5 } as const

export type TripGroup = 'vitrine' | 'commande' | 'tableau de bord' | 'connexion'

export type TripRow = {
  name: string
  group: TripGroup
  /** Waits started with none in flight: what the latency adds up over. */
  sequential: number
  /** Every wait, concurrent ones included. */
  total: number
  byDatabase: Record<string, number>
  /** The most sequential round trips the route may make (null: none set). */
  target: number | null
  status: number
}

/** The budget of each kind of route: one for an uncached page, three for an order, … */
export const TRIP_TARGETS = {
  page: 1,
  checkout: 3,
  dashboardRead: 2,
  productSave: 3,
} as const

const DAYS_ORDERS = 30
const PRODUCTS = 6

type Call = { method?: string; headers?: Record<string, string>; body?: BodyInit }

/**
 * Starts its own worker (traced, with a shop database beside the directory as in production,
 * no page cache nor shop kept in memory: every page is a cold one) and a payment sandbox for
 * the online checkout, seeds a small shop, then sends each request once, traced.
 */
export async function measureRoundTrips(log: (text: string) => void): Promise<TripRow[]> {
  const sandbox = await startPaymentSandbox()
  const server = await startServer({
    trace: true,
    shopDatabases: ['SHOP_DB_1'],
    bindings: {
      // The one setting that differs from production: `test` lets the provider calls go to the
      // local payment sandbox (production refuses a provider address on this machine).
      ENVIRONMENT: 'test',
      FEDAPAY_API_URL: sandbox.fedapayApiUrl,
      CINETPAY_API_URL: sandbox.cinetpayApiUrl,
      PAYMENT_KEYS: `b1:${randomBytes(32).toString('base64url')}`,
      STOREFRONT_CACHE: 'off',
      STOREFRONT_MEMO_MS: '0',
    },
  })
  try {
    return await measure(server.url, server.mf, sandbox.url, log)
  } finally {
    await server.stop()
    await sandbox.close()
  }
}

async function measure(
  base: string,
  mf: Parameters<typeof seedShop>[1],
  sandboxUrl: string,
  log: (text: string) => void,
): Promise<TripRow[]> {
  log(`round trips: seeding a ${PRODUCTS}-product shop…`)
  const shop = await seedShop(base, mf, PRODUCTS)
  const slug = shop.slug
  const rows: TripRow[] = []
  const auth = { authorization: `Bearer ${shop.token}` }
  const send = (path: string, init: Call = {}) =>
    fetch(`${base}${path}`, { redirect: 'manual', ...init, method: init.method ?? 'GET' })
  const json = (method: string, body: unknown): Call => ({
    method,
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const form = (fields: Record<string, string>, cookie = ''): Call => ({
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  })
  const expectOk = async (res: Response, what: string, ...statuses: number[]) => {
    if (!statuses.includes(res.status))
      throw new Error(`${what}: ${res.status} ${(await res.text()).slice(0, 300)}`)
    return res
  }
  /** One traced request: its round trips become a row of the table. */
  const traced = async (
    name: string,
    group: TripGroup,
    target: number | null,
    path: string,
    init: Call,
    ...ok: number[]
  ) => {
    // Work a previous request left running (waitUntil: messages, cache) would count here.
    await new Promise((r) => setTimeout(r, 300))
    const res = await send(path, { ...init, headers: { ...init.headers, [TRACE_HEADER]: '1' } })
    await expectOk(res, name, ...ok)
    const trips = roundTrips(res)
    rows.push({ name, group, target, status: res.status, ...trips })
    return res
  }

  // What the checkouts need: a plain product in stock, FedaPay (sandbox) and a transfer number.
  const upload = async (seed: number) => {
    const body = new FormData()
    const png = productPicture(120, '#0f766e', '#134e4a', '#fcd34d', seed)
    body.set('file', new File([new Uint8Array(png)], `p${seed}.png`, { type: 'image/png' }))
    const res = await expectOk(
      await send('/api/media', { method: 'POST', headers: auth, body }),
      'upload',
      201,
    )
    return ((await res.json()) as { id: string }).id
  }
  const plain = (await (
    await expectOk(
      await send(
        '/api/products',
        json('POST', {
          name: 'Savon noir',
          description: 'Savon artisanal',
          price: '1500',
          stock: '1000',
          imageId: await upload(100),
        }),
      ),
      'product',
      201,
    )
  ).json()) as { id: string }
  const secretKey = `sk_sandbox_${randomBytes(9).toString('hex')}`
  const webhookSecret = `wh_sandbox_${randomBytes(9).toString('hex')}`
  await expectOk(
    await fetch(`${sandboxUrl}/_sandbox/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'fedapay', secretKey, webhookSecret }),
    }),
    'sandbox account',
    201,
  )
  await expectOk(
    await send(
      '/api/store/payments/accounts/fedapay',
      json('PUT', { mode: 'test', enabled: true, credentials: { secretKey, webhookSecret } }),
    ),
    'FedaPay account',
    200,
  )
  await expectOk(
    await send(
      '/api/store/payments/wallets',
      json('POST', {
        operator: 'orange',
        phoneCountryCode: '+226',
        number: '70112233',
        holderName: 'Awa',
      }),
    ),
    'wallet',
    201,
  )

  log('round trips: storefront…')
  // The isolate's first page of a shop has no route hint yet (ADR 043): the directory, then the
  // shop's database. Every later page asks both at once.
  await traced(
    'Première page d’une boutique dans l’isolat',
    'vitrine',
    null,
    `/${slug}/home`,
    {},
    200,
  )
  const pages = [
    ['Accueil, hors cache', `/${slug}/home`],
    ['Liste des produits, hors cache', `/${slug}/products`],
    ['Page produit, hors cache', `/${slug}/products/${shop.productId}`],
  ] as const
  for (const [name, path] of pages) await traced(name, 'vitrine', TRIP_TARGETS.page, path, {}, 200)

  /** A shopper's cart cookie holding one line of the plain product. */
  const cartCookie = async (res: Response) =>
    res.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .filter((pair) => pair?.startsWith('bt_cart_'))
      .join('; ')
  const addFields = { productId: plain.id, quantity: '1' }
  const added = await traced(
    'Panier : ajout',
    'vitrine',
    null,
    `/${slug}/cart/add`,
    form(addFields),
    303,
  )
  const cookie = await cartCookie(added)
  await traced('Panier : page', 'vitrine', null, `/${slug}/cart`, { headers: { cookie } }, 200)

  log('round trips: checkouts…')
  const contact = {
    firstName: 'Issa',
    lastName: 'Ouédraogo',
    phoneCountryCode: '+226',
    phone: '76 11 22 33',
    city: 'Ouahigouya',
  }
  let trackingPath = ''
  const methods = [
    ['cash_on_delivery', 'paiement à la livraison'],
    ['online', 'en ligne (FedaPay)'],
    ['transfer', 'transfert'],
  ] as const
  for (const [paymentMethod, label] of methods) {
    const cart = await cartCookie(await send(`/${slug}/cart/add`, form(addFields)))
    const res = await traced(
      `Commande, ${label}`,
      'commande',
      TRIP_TARGETS.checkout,
      `/${slug}/checkout`,
      form({ ...contact, paymentMethod }, cart),
      303,
    )
    const location = new URL(res.headers.get('location') ?? '', base).pathname
    if (paymentMethod === 'cash_on_delivery') trackingPath = location
  }
  await traced('Suivi de commande', 'vitrine', null, trackingPath, {}, 200)

  log('round trips: dashboard…')
  const orders = (await (await send('/api/orders', { headers: auth })).json()) as {
    items: { id: string }[]
  }
  const orderId = orders.items[0]?.id ?? ''
  const me = (await (await send('/api/verifyToken', { headers: auth })).json()) as {
    id?: string
    user?: { id: string }
  }
  const userId = me.user?.id ?? me.id ?? ''
  const reads = [
    ['Session (verifyToken)', '/api/verifyToken'],
    ['Boutique du compte', `/api/stores/${userId}`],
    ['Accueil (statistiques)', `/api/stats?days=${DAYS_ORDERS}`],
    ['Liste des commandes', '/api/orders'],
    ['Détail d’une commande', `/api/orders/${orderId}`],
    ['Liste des produits', '/api/products'],
    ['Détail d’un produit', `/api/products/${plain.id}`],
    ['Catégories', '/api/categories'],
    ['Clients', '/api/customers'],
    ['Notifications', '/api/notifications'],
    ['Paramètres : boutique', '/api/store'],
    ['Paramètres : abonnement', '/api/plans/subscription'],
    ['Paramètres : paiements', '/api/store/payments'],
  ] as const
  for (const [name, path] of reads)
    await traced(name, 'tableau de bord', TRIP_TARGETS.dashboardRead, path, { headers: auth }, 200)

  // The product form as the dashboard sends it: variants and extra pictures included.
  const [main, extra1, extra2] = [await upload(201), await upload(202), await upload(203)]
  const categories = (await (await send('/api/categories', { headers: auth })).json()) as {
    items: { id: string }[]
  }
  const productInput = {
    name: 'Boubou brodé',
    description: 'Bazin riche, broderie main',
    price: '25000',
    discountPrice: '22000',
    discountPeriod: '7',
    stock: '0',
    categoryId: categories.items[0]?.id ?? '',
    imageId: main,
    extraImageIds: [extra1, extra2],
    variants: [
      { size: 'M', color: 'Bleu', stock: '3' },
      { size: 'L', color: 'Bleu', stock: '2' },
    ],
  }
  const created = await traced(
    'Produit : création (variantes, images)',
    'tableau de bord',
    TRIP_TARGETS.productSave,
    '/api/products',
    json('POST', productInput),
    201,
  )
  const { id: productId } = (await created.json()) as { id: string }
  await traced(
    'Produit : modification (variantes, images)',
    'tableau de bord',
    TRIP_TARGETS.productSave,
    `/api/products/${productId}`,
    json('PUT', {
      ...productInput,
      name: 'Boubou brodé main',
      extraImageIds: [extra2],
      variants: [...productInput.variants, { size: 'XL', color: 'Blanc', stock: '1' }],
    }),
    200,
  )

  await traced(
    'Connexion (POST /api/signin)',
    'connexion',
    null,
    '/api/signin',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_CREDENTIALS),
    },
    200,
  )
  return rows
}

const within = (r: TripRow) => r.target === null || r.sequential <= r.target

/** The table: sequential round trips, what they add at each latency, the target, ✓/✗. */
export function roundTripsMarkdown(rows: readonly TripRow[]): string {
  const at = (r: TripRow, ms: number) => `${r.sequential * ms} ms`
  const lines = [
    `Allers-retours vers la base, requête par requête (\`npm run bench -- --only round-trips\`) : « à la suite » compte les attentes commencées quand aucune autre n’était en cours (ce que la latence additionne), « en tout » toutes les attentes. Latence ajoutée = à la suite × ${TRIP_MS.primaryNear} ms ou × ${TRIP_MS.primaryFar} ms (base principale, proche ou loin) et × ${TRIP_MS.replica} ms (réplique proche). Vitrines hors cache : ni cache de pages ni boutique gardée en mémoire. Un ✗ dépasse l’objectif.`,
    '',
    `| Requête | à la suite | en tout | bases | × ${TRIP_MS.primaryNear} ms | × ${TRIP_MS.primaryFar} ms | × ${TRIP_MS.replica} ms (réplique) | objectif | |`,
    '|---|---:|---:|---|---:|---:|---:|---:|:-:|',
    ...rows.map((r) => {
      const bases = Object.entries(r.byDatabase)
        .map(([name, n]) => `${name} ${n}`)
        .join(', ')
      const target = r.target === null ? '' : `≤ ${r.target}`
      const mark = r.target === null ? '' : within(r) ? '✓' : '✗'
      return `| ${r.name} | ${r.sequential} | ${r.total} | ${bases} | ${at(r, TRIP_MS.primaryNear)} | ${at(r, TRIP_MS.primaryFar)} | ${at(r, TRIP_MS.replica)} | ${target} | ${mark} |`
    }),
  ]
  return lines.join('\n')
}

/** The rows with a target, as the bench's list of targets: name, figure, met. */
export function roundTripTargets(rows: readonly TripRow[]): [string, string, boolean][] {
  return rows
    .filter((r) => r.target !== null)
    .map((r) => [
      `${r.name} : ≤ ${r.target} aller(s)-retour(s) à la suite`,
      String(r.sequential),
      within(r),
    ])
}
