import type { Miniflare } from 'miniflare'

type Db = Awaited<ReturnType<Miniflare['getD1Database']>>

export async function stockByProduct(db: Db, storeSlug: string): Promise<Map<string, number>> {
  const { results } = await db
    .prepare(
      'SELECT p.id, p.stock FROM products p JOIN stores s ON s.id = p.store_id WHERE s.slug = ?',
    )
    .bind(storeSlug)
    .all<{ id: string; stock: number }>()
  return new Map(results.map((r) => [r.id, r.stock]))
}

/**
 * Stock now + units ordered = stock at the start, for every product: nothing lost or doubled.
 * An order whose stock came back (canceled, or expired unpaid) holds none.
 */
export async function stockAccounting(db: Db, slug: string, start: Map<string, number>) {
  const now = await stockByProduct(db, slug)
  const { results } = await db
    .prepare(
      'SELECT i.product_id AS id, SUM(i.quantity) AS units FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.stock_restored_at IS NULL GROUP BY i.product_id',
    )
    .all<{ id: string; units: number }>()
  const ordered = new Map(results.map((r) => [r.id, r.units]))
  const mismatches = [...start].filter(
    ([id, stock]) => (now.get(id) ?? 0) + (ordered.get(id) ?? 0) !== stock,
  )
  return {
    products: start.size,
    mismatches: mismatches.map(([id]) => id),
    negative: [...now.values()].filter((s) => s < 0).length,
  }
}

/** Every acknowledged order exists whole: its lines add up to its item count, with a history row. */
export async function acknowledgedOrdersIntact(db: Db, orderIds: string[]) {
  let missing = 0
  let halfWritten = 0
  for (const id of orderIds) {
    const row = await db
      .prepare(
        'SELECT o.item_count AS count, (SELECT COALESCE(SUM(quantity),0) FROM order_items WHERE order_id = o.id) AS units, (SELECT COUNT(*) FROM order_events WHERE order_id = o.id) AS events FROM orders o WHERE o.id = ?',
      )
      .bind(id)
      .first<{ count: number; units: number; events: number }>()
    if (!row) missing++
    else if (row.count !== row.units || row.events < 1) halfWritten++
  }
  const { results } = await db
    .prepare(
      'SELECT COUNT(*) AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)',
    )
    .all<{ n: number }>()
  return {
    acknowledged: orderIds.length,
    missing,
    halfWritten,
    ordersWithoutLines: results[0]?.n ?? 0,
  }
}
