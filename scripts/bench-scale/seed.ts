/**
 * The scale bench's seeder: synthetic platforms written straight into SQLite files with the real
 * schema (every migration applied), in big transactions of prepared statements, from a
 * deterministic PRNG. Foreign keys and CHECK constraints stay on, so a row the schema refuses
 * stops the seed: the shapes are the schema's, not a guess.
 *
 * `seedShops` takes the database(s) and a range of shops, so the same code can later fill a
 * directory database and several shop databases; today `directory` and `shop` are one file.
 */

import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync, type StatementSync } from 'node:sqlite'
import { PRODUCT_FEED_SIZE } from '../../worker/schemas/admin.ts'
import { Prng, skewedCount } from './prng.ts'
import { seedAudience } from './seed-audience.ts'

/** The migrations' file names, in the order they apply. */
export function migrationNames(root: string): string[] {
  return readdirSync(join(root, 'migrations'))
    .filter((f) => f.endsWith('.sql'))
    .sort()
}

/** These migrations, in order, onto an open database file. */
export function applyMigrations(db: DatabaseSync, root: string, names: string[]) {
  for (const f of names)
    db.exec(
      readFileSync(join(root, 'migrations', f), 'utf8')
        .split('--> statement-breakpoint')
        .join('\n'),
    )
}

/** Every migration, in order, into a new or empty database file. */
export function openSeededFile(file: string, root: string): DatabaseSync {
  const db = new DatabaseSync(file)
  // A bench file, rebuilt at will: no journal, no fsync, a large page cache for random ids.
  db.exec('PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -1500000;')
  applyMigrations(db, root, migrationNames(root))
  return db
}

/** The password of the bench's merchant and administrator, and the pepper the worker is given. */
export const SCALE_PASSWORD = 'Echelle2026!'
export const SCALE_PEPPER = 'bench-scale-pepper-not-a-secret'
export const PROBE = {
  merchant: 'marchand@echelle.test',
  admin: 'admin@echelle.test',
  slug: 'boutique-sonde',
  /** A word of the probe shop's product names (storefront search) and a shopper's last name. */
  productWord: 'pagne',
  /** The same word with a typing slip: the search that finds nothing, then corrects itself. */
  productTypo: 'pagnne',
  shopperName: 'Kaboré',
} as const

/** The work every size leaves due for the cron, the same at every size (ADR 035). */
export const DUE = {
  expiredSubscriptions: 20,
  dayReminders: 20,
  weekReminders: 20,
  outbox: 60,
  overdueOrders: 20,
  tailoringToday: 10,
} as const

export type Counts = Record<string, number>

const NOW = () => Math.floor(Date.now() / 1000)
const DAY = 86_400

const WORDS = ['Pagne', 'Boubou', 'Savon', 'Beurre de karité', 'Sac', 'Sandales', 'Chemise', 'Robe']
const MORE = ['wax', 'brodé', 'artisanal', 'bio', 'en cuir', 'Faso Dan Fani', 'indigo', 'bogolan']
const COLORS = ['rouge', 'bleu', 'vert', 'jaune', 'noir', 'blanc']
const CITIES = ['Ouagadougou', 'Bobo-Dioulasso', 'Koudougou', 'Abidjan', 'Dakar', 'Lomé', 'Cotonou']
const FIRST = ['Awa', 'Fatimata', 'Issouf', 'Mariam', 'Adama', 'Rasmata', 'Boukary', 'Salimata']
const LAST = ['Sawadogo', 'Ouédraogo', 'Traoré', 'Zongo', 'Compaoré', 'Diallo', 'Zerbo', 'Kaboré']
const CATEGORIES = ['Mode femme', 'Mode homme', 'Beauté', 'Maison', 'Accessoires', 'Enfants']
const DESCRIPTION =
  'Fabriqué à la main par nos artisans, livré en 48 h dans toute la ville. Paiement à la livraison possible, échange sous 7 jours.'
const ORDER_FLOW = [
  ['delivered', 0.5],
  ['pending', 0.2],
  ['confirmed', 0.1],
  ['shipped', 0.1],
  ['canceled', 0.1],
] as const
const NEXT: Record<string, string[]> = {
  pending: [],
  confirmed: ['confirmed'],
  shipped: ['confirmed', 'shipped'],
  delivered: ['confirmed', 'shipped', 'delivered'],
  canceled: ['canceled'],
}

/** Base-32 digits of `n`, `width` wide: unique suffixes (order numbers, referral codes). */
const ID32 = '0123456789abcdefghjkmnpqrstvwxyz'
const TOKEN64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const b32 = (n: number, width: number, alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ') => {
  let s = ''
  for (let i = 0; i < width; i++, n = Math.floor(n / 32)) s = alphabet[n % 32] + s
  return s
}

function statements(db: DatabaseSync) {
  const insert = (table: string, columns: string) => {
    const cols = columns.split(',').map((c) => c.trim())
    return db.prepare(
      `INSERT INTO ${table} (${cols.map((c) => `"${c}"`).join(',')}) VALUES (${cols.map(() => '?').join(',')})`,
    )
  }
  return {
    user: insert(
      'users',
      'id,first_name,last_name,email,phone,password_hash,role,referral_code,verified_at,created_at,updated_at',
    ),
    store: insert(
      'stores',
      'id,owner_id,name,slug,phone,email,address,currency,color,personalization,theme,email_verified_at,created_at,updated_at',
    ),
    subscription: insert(
      'subscriptions',
      'id,store_id,plan_id,status,started_at,ends_at,created_at,updated_at',
    ),
    category: insert('categories', 'id,store_id,name,description,created_at,updated_at'),
    media: insert('media', 'id,store_id,key,content_type,bytes,width,height,created_at'),
    product: insert(
      'products',
      'id,store_id,category_id,name,description,price,discount_price,stock,sizes,colors,image_id,status,created_at,updated_at',
    ),
    variant: insert('product_variants', 'id,store_id,product_id,size,color,stock,created_at'),
    customer: insert(
      'customers',
      'id,store_id,first_name,last_name,phone,email,address,city,created_at,updated_at',
    ),
    order: insert(
      'orders',
      'id,store_id,number,customer_id,status,first_name,last_name,phone,city,currency,item_count,total,tracking_token,created_at,updated_at,payment_method,payment_status,payment_due_at,paid_at',
    ),
    item: insert(
      'order_items',
      'id,store_id,order_id,product_id,product_name,unit_price,quantity,size,line_total,variant_id',
    ),
    event: insert('order_events', 'id,store_id,order_id,status,message,actor,created_at'),
    payment: insert(
      'payments',
      'id,store_id,order_id,method,account,mode,provider_ref,amount,currency,status,confirmed_by,confirmed_at,created_at,updated_at',
    ),
    notification: insert(
      'notifications',
      'id,audience,store_id,type,related_id,title,body,read_at,created_at',
    ),
    outbox: insert(
      'outbox',
      'id,channel,recipient,template,subject,body,status,attempts,next_attempt_at,sent_at,created_at,store_id,related_id',
    ),
    testimonial: insert(
      'testimonials',
      'id,store_id,product_id,name,rating,kind,text,created_at,updated_at',
    ),
    atelier: insert('ateliers', 'store_id,next_order_number,created_at,updated_at'),
    staff: insert(
      'atelier_staff',
      'id,store_id,first_name,last_name,phone,role,salary,created_at,updated_at',
    ),
    measurement: insert(
      'atelier_measurements',
      'id,store_id,customer_id,garment_type_name,values,created_at',
    ),
    fabric: insert(
      'atelier_fabrics',
      'id,store_id,name,color,price_per_meter,stock_cm,created_at,updated_at',
    ),
    tailoring: insert(
      'tailoring_orders',
      'id,store_id,number,customer_id,stage,garments,services,fabric_source,price,currency,promised_on,tracking_token,created_at,updated_at',
    ),
    tailoringEvent: insert('tailoring_order_events', 'id,store_id,order_id,stage,note,created_at'),
    audienceDay: insert(
      'audience_days',
      'store_id,day,visits,page_views,product_views,carts,checkouts',
    ),
    audienceSource: insert('audience_sources', 'store_id,day,source,visits'),
    audienceProduct: insert('audience_products', 'store_id,day,product_id,views'),
    cashbook: insert(
      'cashbook_entries',
      'id,store_id,kind,amount,label,occurred_on,payment_method,source,created_at,updated_at',
    ),
  }
}

type Statements = ReturnType<typeof statements>

export type ShopRange = { first: number; count: number }
export type Targets = { directory: DatabaseSync; shop: DatabaseSync }

const isoDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10)

/**
 * Shops `first` … `first + count - 1`, each from its own PRNG stream (seeded by its index), so a
 * shop is the same whichever range or database it is written in. The owner, their store's
 * routing row and the subscription go to `directory`; the rest to `shop`.
 */
export function seedShops(
  targets: Targets,
  range: ShopRange,
  passwordHash: string,
  now = NOW(),
): Counts {
  const dir = statements(targets.directory)
  const sh = targets.shop === targets.directory ? dir : statements(targets.shop)
  const counts: Counts = {}
  const run = (s: StatementSync, name: string, ...values: (string | number | null)[]) => {
    s.run(...values)
    counts[name] = (counts[name] ?? 0) + 1
  }
  const dbs =
    targets.shop === targets.directory ? [targets.shop] : [targets.directory, targets.shop]
  const BATCH = 500
  for (let i = range.first; i < range.first + range.count; i++) {
    if ((i - range.first) % BATCH === 0) for (const db of dbs) db.exec('BEGIN')
    seedOneShop(dir, sh, run, i, passwordHash, now)
    if ((i - range.first) % BATCH === BATCH - 1 || i === range.first + range.count - 1)
      for (const db of dbs) db.exec('COMMIT')
  }
  return counts
}

/** Runs a prepared statement, counting each run under `name`. */
export type Run = (s: StatementSync, name: string, ...values: (string | number | null)[]) => void

function seedOneShop(
  dir: Statements,
  sh: Statements,
  run: Run,
  index: number,
  passwordHash: string,
  now: number,
) {
  const rng = new Prng(index)
  // Random-looking like the worker's ids (so the B-trees fill as in production), unique by
  // construction: the shop's index and a per-shop counter end every id and token.
  let serial = 0
  const unique = () => `${b32(index, 4, ID32)}${b32(serial++, 3, ID32)}`
  const id = (prefix: string) => `${prefix}_${rng.chars(13)}${unique()}`
  const token = () => `${rng.chars(36, TOKEN64)}${unique()}`
  const probe = index === 0
  const born = now - rng.int(30, 900) * DAY
  const ago = (maxDays: number) => now - Math.floor(rng.next() * maxDays * DAY)

  const userId = id('usr')
  const first = rng.pick(FIRST)
  const last = rng.pick(LAST)
  run(
    dir.user,
    'users',
    userId,
    first,
    last,
    probe ? PROBE.merchant : `marchand${index}@echelle.test`,
    rng.chance(0.5) ? `2266${String(index).padStart(7, '0')}` : null,
    passwordHash,
    'user',
    b32(index, 8),
    born,
    born,
    born,
  )
  const storeId = id('sto')
  const name = probe ? 'Boutique Sonde' : `${rng.pick(WORDS)} de ${first} ${index}`
  run(
    dir.store,
    'stores',
    storeId,
    userId,
    name,
    probe ? PROBE.slug : `boutique-${index}`,
    `2267${String(index).padStart(7, '0')}`,
    `contact${index}@echelle.test`,
    rng.pick(CITIES),
    'XOF',
    '#0f766e',
    '{}',
    'classic',
    born,
    born,
    born,
  )
  // The probe shop is the same mid-sized shop at every size: its pages measure the platform's
  // size, not its own.
  const productCount = probe ? 200 : skewedCount(rng, 5, 500, 1.1)
  const orderCount = probe ? 600 : Math.max(1, Math.round(productCount * (0.2 + 0.8 * rng.next())))
  const plan =
    productCount > 100
      ? rng.pick(['pln_premium', 'pln_entreprise'])
      : productCount > 10
        ? rng.pick(['pln_starter', 'pln_premium'])
        : rng.pick(['pln_free', 'pln_free', 'pln_starter'])
  // Due work, the same at every size: the first shops' subscriptions end in the cron's windows;
  // every other paid one ends 8 days to a year from now (outside them).
  const endsAt =
    plan === 'pln_free' && index >= 60
      ? null
      : index >= 1 && index <= DUE.expiredSubscriptions
        ? now - DAY
        : index <= DUE.expiredSubscriptions + DUE.dayReminders && index >= 1
          ? now + DAY / 2
          : index <= DUE.expiredSubscriptions + DUE.dayReminders + DUE.weekReminders && index >= 1
            ? now + 3 * DAY
            : now + rng.int(8, 365) * DAY
  run(
    dir.subscription,
    'subscriptions',
    id('sub'),
    storeId,
    index >= 1 && index < 60 ? 'pln_starter' : plan,
    'active',
    born,
    endsAt,
    born,
    born,
  )

  const categoryIds: string[] = []
  const categoryCount = Math.min(CATEGORIES.length, 1 + Math.floor(productCount / 20))
  for (let c = 0; c < categoryCount; c++) {
    categoryIds.push(id('cat'))
    run(sh.category, 'categories', categoryIds[c]!, storeId, CATEGORIES[c]!, null, born, born)
  }

  const products: { id: string; name: string; price: number; variants: string[] }[] = []
  for (let p = 0; p < productCount; p++) {
    const productId = id('prd')
    const mediaId = id('med')
    const at = born + Math.floor((p / productCount) * (now - born))
    run(
      sh.media,
      'media',
      mediaId,
      storeId,
      `stores/${storeId}/${mediaId}.webp`,
      'image/webp',
      rng.int(20_000, 90_000),
      480,
      480,
      at,
    )
    const word = probe && p % 4 === 0 ? 'Pagne' : rng.pick(WORDS)
    const productName = `${word} ${rng.pick(MORE)} ${rng.pick(COLORS)} ${p + 1}`
    const price = rng.int(10, 500) * 100
    const sized = rng.chance(0.2)
    const sizes = sized ? ['S', 'M', 'L'] : []
    run(
      sh.product,
      'products',
      productId,
      storeId,
      categoryIds[p % categoryIds.length] ?? null,
      productName,
      DESCRIPTION,
      price,
      rng.chance(0.15) ? Math.floor(price * 0.8) : null,
      sized ? 0 : rng.int(0, 50),
      JSON.stringify(sizes),
      '[]',
      mediaId,
      rng.chance(0.95) ? 'active' : 'unpublished',
      at,
      at,
    )
    const variants: string[] = []
    for (const size of sizes) {
      const variantId = id('var')
      variants.push(variantId)
      run(
        sh.variant,
        'product_variants',
        variantId,
        storeId,
        productId,
        size,
        '',
        rng.int(0, 20),
        at,
      )
    }
    products.push({ id: productId, name: productName, price, variants })
  }

  const customerIds: string[] = []
  const customerNames: [string, string, string, string][] = []
  const customerCount = Math.ceil(orderCount * 0.6)
  for (let c = 0; c < customerCount; c++) {
    const cf = rng.pick(FIRST)
    const cl = probe && c % 10 === 0 ? PROBE.shopperName : rng.pick(LAST)
    const phone = `2267${String(c).padStart(7, '0')}`
    const city = rng.pick(CITIES)
    customerIds.push(id('cus'))
    customerNames.push([cf, cl, phone, city])
    const at = ago(365)
    run(sh.customer, 'customers', customerIds[c]!, storeId, cf, cl, phone, null, null, city, at, at)
  }

  for (let o = 0; o < orderCount; o++) {
    const orderId = id('ord')
    const c = rng.int(0, customerCount - 1)
    const [cf, cl, phone, city] = customerNames[c]!
    let u = rng.next()
    let status: string = 'delivered'
    for (const [s, p] of ORDER_FLOW) {
      if (u < p) {
        status = s
        break
      }
      u -= p
    }
    const at = ago(365)
    const lines = rng.int(1, 5)
    let total = 0
    let itemCount = 0
    const items: [string, string, number, number, string | null, string | null][] = []
    for (let l = 0; l < lines; l++) {
      const product = products[rng.int(0, products.length - 1)]!
      const quantity = rng.int(1, 3)
      const v = product.variants.length ? rng.int(0, product.variants.length - 1) : -1
      items.push([
        product.id,
        product.name,
        product.price,
        quantity,
        v >= 0 ? ['S', 'M', 'L'][v]! : null,
        v >= 0 ? product.variants[v]! : null,
      ])
      total += product.price * quantity
      itemCount += quantity
    }
    // The overdue online payments the cron expires: the same few at every size.
    const overdue = index >= 1 && index <= DUE.overdueOrders && o === 0
    const online = overdue || rng.chance(0.1)
    run(
      sh.order,
      'orders',
      orderId,
      storeId,
      `CMD-${rng.chars(4, '23456789ABCDEFGHJKLMNPQRSTUVWXYZ')}-${b32(o, 4)}`,
      customerIds[c]!,
      overdue ? 'pending' : status,
      cf,
      cl,
      phone,
      city,
      'XOF',
      itemCount,
      total,
      token(),
      at,
      at,
      online ? 'online' : 'cash_on_delivery',
      overdue ? 'pending' : online ? 'paid' : status === 'delivered' ? 'paid' : 'unpaid',
      overdue ? now - 3600 : null,
      online && !overdue ? at + 600 : null,
    )
    for (const [productId, productName, unit, quantity, size, variantId] of items)
      run(
        sh.item,
        'order_items',
        id('oit'),
        storeId,
        orderId,
        productId,
        productName,
        unit,
        quantity,
        size,
        unit * quantity,
        variantId,
      )
    run(sh.event, 'order_events', id('oev'), storeId, orderId, 'pending', null, 'shopper', at)
    let step = at
    for (const s of overdue ? [] : NEXT[status]!) {
      step += rng.int(1, 30) * 3600
      run(sh.event, 'order_events', id('oev'), storeId, orderId, s, null, 'merchant', step)
    }
    if (online && !overdue)
      run(
        sh.payment,
        'payments',
        id('pay'),
        storeId,
        orderId,
        'fedapay',
        'shop',
        'live',
        `${rng.chars(9)}${unique()}`,
        total,
        'XOF',
        'paid',
        'notification',
        at + 600,
        at,
        at + 600,
      )
    run(
      sh.notification,
      'notifications',
      id('ntf'),
      'store',
      storeId,
      'order',
      orderId,
      'Nouvelle commande',
      `${cf} ${cl} a commandé ${itemCount} article(s).`,
      rng.chance(0.8) ? at + 3600 : null,
      at,
    )
    if (rng.chance(0.5))
      run(
        sh.outbox,
        'outbox',
        id('out'),
        'email',
        `contact${index}@echelle.test`,
        'order-placed',
        'Nouvelle commande',
        `Bonjour, ${cf} ${cl} vient de commander ${itemCount} article(s) pour ${total} F CFA.`,
        'sent',
        1,
        at,
        at + 5,
        at,
        storeId,
        orderId,
      )
  }

  // Messages the cron must deliver: the same number at every size.
  if (index >= 1 && index <= DUE.outbox / 3)
    for (let m = 0; m < 3; m++)
      run(
        sh.outbox,
        'outbox',
        id('out'),
        'email',
        `contact${index}@echelle.test`,
        'order-placed',
        'Nouvelle commande',
        'Bonjour, une commande vous attend.',
        'pending',
        0,
        now - 60,
        null,
        now - 60,
        storeId,
        null,
      )

  const testimonialCount = rng.chance(0.3) ? rng.int(1, 6) : 0
  for (let t = 0; t < testimonialCount; t++) {
    const at = ago(365)
    run(
      sh.testimonial,
      'testimonials',
      id('tst'),
      storeId,
      products[0]!.id,
      rng.pick(FIRST),
      rng.int(3, 5),
      'text',
      'Très bonne qualité, livraison rapide. Je recommande !',
      at,
      at,
    )
  }

  seedAudience(
    sh,
    run,
    index,
    storeId,
    products.map((p) => p.id),
    now,
  )

  // One shop in twenty runs a tailoring workshop (atelier).
  if (index % 20 === 7 || (index >= 1 && index <= DUE.tailoringToday * 20 && index % 20 === 1))
    seedAtelier(sh, run, rng, id, token, storeId, customerIds, now, index >= 1 && index % 20 === 1)
}

function seedAtelier(
  sh: Statements,
  run: Run,
  rng: Prng,
  id: (prefix: string) => string,
  token: () => string,
  storeId: string,
  customerIds: string[],
  now: number,
  dueToday: boolean,
) {
  const at = now - 200 * DAY
  const orders = rng.int(3, 30)
  run(sh.atelier, 'ateliers', storeId, orders + 1, at, at)
  for (let s = 0; s < 2; s++)
    run(
      sh.staff,
      'atelier_staff',
      id('stf'),
      storeId,
      rng.pick(FIRST),
      rng.pick(LAST),
      `2265${String(s).padStart(7, '0')}`,
      'tailor',
      rng.int(30, 90) * 1000,
      at,
      at,
    )
  for (let f = 0; f < 3; f++)
    run(
      sh.fabric,
      'atelier_fabrics',
      id('fab'),
      storeId,
      `Wax ${f + 1}`,
      rng.pick(COLORS),
      rng.int(10, 60) * 100,
      rng.int(0, 5000),
      at,
      at,
    )
  for (let o = 0; o < orders; o++) {
    const customerId = customerIds[o % customerIds.length]!
    const orderId = id('tor')
    const created = now - rng.int(1, 200) * DAY
    run(
      sh.measurement,
      'atelier_measurements',
      id('msr'),
      storeId,
      customerId,
      'Boubou',
      JSON.stringify({ poitrine: rng.int(80, 120), taille: rng.int(60, 110), longueur: 140 }),
      created,
    )
    // Promised today for the due ones (the reminder job), otherwise well in the past (delivered).
    const today = dueToday && o === 0
    run(
      sh.tailoring,
      'tailoring_orders',
      orderId,
      storeId,
      `ATL-${String(o + 1).padStart(4, '0')}`,
      customerId,
      today ? 'sewing' : 'delivered',
      JSON.stringify([{ type: 'Boubou', quantity: 1 }]),
      JSON.stringify([{ name: 'Couture', price: 15000 }]),
      'customer',
      rng.int(10, 60) * 1000,
      'XOF',
      isoDay(today ? now : created + 10 * DAY),
      token(),
      created,
      created,
    )
    for (const stage of today ? ['received'] : ['received', 'sewing', 'ready', 'delivered'])
      run(
        sh.tailoringEvent,
        'tailoring_order_events',
        id('tev'),
        storeId,
        orderId,
        stage,
        null,
        created,
      )
    run(
      sh.cashbook,
      'cashbook_entries',
      id('txn'),
      storeId,
      'income',
      rng.int(10, 60) * 1000,
      'Acompte couture',
      isoDay(created),
      'cash',
      'manual',
      created,
      created,
    )
  }
}

/** The platform's administrator (the admin rows sign in with it). */
export function seedAdmin(directory: DatabaseSync, passwordHash: string, now = NOW()) {
  directory
    .prepare(
      `INSERT INTO users (id,first_name,last_name,email,password_hash,role,referral_code,verified_at,created_at,updated_at)
       VALUES ('usr_benchscaleadmin0000', 'Admin', 'Échelle', ?, ?, 'admin', 'ADMINSCA', ?, ?, ?)`,
    )
    .run(PROBE.admin, passwordHash, now, now, now)
}

/**
 * The directory's list of the platform's newest products (migration 0027, ADR 036), as the
 * scheduled round fills an empty one: the newest PRODUCT_FEED_SIZE products, added oldest first.
 * Seeded here so the reads measured before the first round find it as a live platform has it.
 */
export function seedProductFeed(db: DatabaseSync) {
  db.exec(`
    INSERT OR IGNORE INTO product_feed
      (product_id, store_id, name, status, image_key, image_width, image_height, created_at)
    SELECT id, store_id, name, status, image_key, image_width, image_height, created_at FROM (
      SELECT p.id, p.store_id, p.name, p.status, m.key AS image_key, m.width AS image_width,
        m.height AS image_height, p.created_at, p.rowid AS r
      FROM products p LEFT JOIN media m ON m.id = p.image_id
      WHERE NOT EXISTS (SELECT 1 FROM product_feed)
      ORDER BY p.created_at DESC, p.rowid DESC LIMIT ${PRODUCT_FEED_SIZE}
    ) ORDER BY created_at, r`)
}
