/**
 * One database's write rate with the worker out of the way: order-shaped transactions (an
 * order, three lines, its first event, its notification, its message, three stock updates),
 * one commit each, in WAL mode like a Durable Object's SQLite, on a copy of a seeded file.
 * D1 runs one database's statements one after the other, so this is the ceiling of one
 * database on this machine; the real one is lower (network, replication).
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { PROBE } from './seed.ts'

export type WriteRate = { ordersPerSecond: number; statementsPerSecond: number }

export function sqliteWriteRate(seeded: string, orders = 3000): WriteRate {
  const dir = mkdtempSync(join(tmpdir(), 'boutiko-write-'))
  const file = join(dir, 'db.sqlite')
  copyFileSync(seeded, file)
  const db = new DatabaseSync(file)
  try {
    db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;')
    const store = db.prepare('SELECT id FROM stores WHERE slug = ?').get(PROBE.slug) as {
      id: string
    }
    const products = (
      db.prepare('SELECT id FROM products WHERE store_id = ? LIMIT 50').all(store.id) as {
        id: string
      }[]
    ).map((p) => p.id)
    const order = db.prepare(
      `INSERT INTO orders (id, store_id, number, status, first_name, last_name, phone, city, currency, item_count, total, tracking_token)
       VALUES (?, ?, ?, 'pending', 'Awa', 'Banc', '22670000000', 'Ouagadougou', 'XOF', 3, 15000, ?)`,
    )
    const item = db.prepare(
      `INSERT INTO order_items (id, store_id, order_id, product_id, product_name, unit_price, quantity, line_total)
       VALUES (?, ?, ?, ?, 'Pagne wax', 5000, 1, 5000)`,
    )
    const event = db.prepare(
      `INSERT INTO order_events (id, store_id, order_id, status, actor) VALUES (?, ?, ?, 'pending', 'shopper')`,
    )
    const notification = db.prepare(
      `INSERT INTO notifications (id, audience, store_id, type, related_id, title, body)
       VALUES (?, 'store', ?, 'order', ?, 'Nouvelle commande', 'Awa Banc a commandé 3 article(s).')`,
    )
    const message = db.prepare(
      `INSERT INTO outbox (id, channel, recipient, template, subject, body, next_attempt_at, store_id, related_id)
       VALUES (?, 'email', 'contact@echelle.test', 'order-placed', 'Nouvelle commande', 'Bonjour, une commande vous attend.', unixepoch(), ?, ?)`,
    )
    const stock = db.prepare('UPDATE products SET stock = stock + 0 WHERE id = ?')
    const started = performance.now()
    for (let i = 0; i < orders; i++) {
      const id = `ord_write${String(i).padStart(15, '0')}`
      db.exec('BEGIN')
      order.run(id, store.id, `CMD-W${i}`, `tok_write_${i}`)
      for (let l = 0; l < 3; l++) {
        const product = products[(i * 3 + l) % products.length]!
        item.run(`oit_w${i}_${l}`, store.id, id, product)
        stock.run(product)
      }
      event.run(`oev_w${i}`, store.id, id)
      notification.run(`ntf_w${i}`, store.id, id)
      message.run(`out_w${i}`, store.id, id)
      db.exec('COMMIT')
    }
    const seconds = (performance.now() - started) / 1000
    return { ordersPerSecond: orders / seconds, statementsPerSecond: (orders * 10) / seconds }
  } finally {
    db.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
