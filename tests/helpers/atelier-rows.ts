import { shopDb } from './worker.ts'

/**
 * Atelier rows written straight into the shop's database, for tests that read them (overview, reminders):
 * they do not depend on the orders, fabrics or cash book screens and their own rules.
 */
const rid = (prefix: string) => `${prefix}_t${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`

/** 'YYYY-MM-DD' `days` after `from` (UTC, the shops' timezone). */
export const dayAfter = (days: number, from = new Date()) =>
  new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10)

export async function insertCustomer(storeId: string, firstName = 'Awa', lastName = 'Traoré') {
  const id = rid('cus')
  const phone = `226${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
  await (await shopDb(storeId))
    .prepare(
      'INSERT INTO customers (id, store_id, first_name, last_name, phone) VALUES (?, ?, ?, ?, ?)',
    )
    .bind(id, storeId, firstName, lastName, phone)
    .run()
  return id
}

type OrderRow = {
  customerId: string
  number: string
  promisedOn: string
  stage?: string
  price?: number
}

export async function insertOrder(storeId: string, o: OrderRow) {
  const id = rid('tor')
  await (await shopDb(storeId))
    .prepare(
      `INSERT INTO tailoring_orders (id, store_id, number, customer_id, stage, garments, services,
         fabric_source, price, currency, promised_on, tracking_token)
       VALUES (?, ?, ?, ?, ?, '[]', '[]', 'customer', ?, 'XOF', ?, ?)`,
    )
    .bind(
      id,
      storeId,
      o.number,
      o.customerId,
      o.stage ?? 'received',
      o.price ?? 10_000,
      o.promisedOn,
      rid('trk'),
    )
    .run()
  return id
}

type CashRow = { kind: 'income' | 'expense'; amount: number; occurredOn: string; orderId?: string }

export async function insertCashEntry(storeId: string, e: CashRow) {
  await (await shopDb(storeId))
    .prepare(
      `INSERT INTO cashbook_entries (id, store_id, kind, amount, label, occurred_on, source, order_id)
       VALUES (?, ?, ?, ?, 'Test', ?, ?, ?)`,
    )
    .bind(
      rid('txn'),
      storeId,
      e.kind,
      e.amount,
      e.occurredOn,
      e.orderId ? 'order_payment' : 'manual',
      e.orderId ?? null,
    )
    .run()
}

export async function insertFabric(
  storeId: string,
  name: string,
  stockCm: number,
  lowStockCm = 300,
) {
  const id = rid('fab')
  await (await shopDb(storeId))
    .prepare(
      'INSERT INTO atelier_fabrics (id, store_id, name, stock_cm, low_stock_cm) VALUES (?, ?, ?, ?, ?)',
    )
    .bind(id, storeId, name, stockCm, lowStockCm)
    .run()
  return id
}

/** A store notification, as another part of the app would have written it. */
export async function insertNotification(storeId: string, type: string, relatedId: string) {
  const id = rid('ntf')
  await (await shopDb(storeId))
    .prepare(
      `INSERT INTO notifications (id, audience, store_id, type, related_id, title, body)
       VALUES (?, 'store', ?, ?, ?, 'Titre', 'Texte')`,
    )
    .bind(id, storeId, type, relatedId)
    .run()
  return id
}
