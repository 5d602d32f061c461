import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { migratedDatabase } from '#tests/helpers/query-plans.ts'
import { orderWords } from '../../dashboard/src/features/orders/fr.ts'
import { itemsSummary } from '../../worker/schemas/order-summary.ts'
import { shopCallingCode } from '../../worker/schemas/phone.ts'
import { capabilityMsg, LIMIT_NOUN } from '../../worker/schemas/plan-capabilities.ts'
import { countOf } from '../../worker/schemas/plural.ts'

/** Issue 27: phones with their country code, proper plurals, messages that say what was ordered. */

describe('counts in French', () => {
  it('writes "1 article", "2 articles", never "article(s)"', () => {
    expect(countOf(0, 'article')).toBe('0 article')
    expect(countOf(1, 'article')).toBe('1 article')
    expect(countOf(2, 'article')).toBe('2 articles')
    expect(countOf(3, 'code promo')).toBe('3 codes promo')
  })

  it('says "permet 3 livreurs" and "permet 1 membre d’équipe" when a plan limit is reached', () => {
    expect(capabilityMsg.limitReached(LIMIT_NOUN.maxCouriers, 'Gratuit', 3, '/x')).toContain(
      'permet 3 livreurs.',
    )
    expect(capabilityMsg.limitReached(LIMIT_NOUN.maxStaffSeats, 'Starter', 1, '/x')).toContain(
      'permet 1 membre d’équipe.',
    )
  })
})

describe("an order's items in one line", () => {
  it('names each line with its quantity, size and colour', () => {
    expect(
      itemsSummary([
        { productName: 'Robe wax', quantity: 2, size: 'M', color: 'Bleu' },
        { productName: 'Sac', quantity: 1, size: null, color: null },
      ]),
    ).toBe('2 × Robe wax (M, Bleu), 1 × Sac')
  })

  it('ends a long order with the count of the other articles instead of cutting a name', () => {
    const lines = Array.from({ length: 20 }, (_, i) => ({
      productName: `Pagne tissé main modèle ${i}`,
      quantity: 1,
    }))
    const text = itemsSummary(lines)
    expect(text.length).toBeLessThan(300)
    expect(text).toMatch(/… et \d+ autres articles$/)
  })
})

describe("the order's WhatsApp chat text", () => {
  it('carries the order, its items, its total and its tracking link', () => {
    const text = orderWords.chatText({
      firstName: 'Awa',
      number: 'C-1042',
      items: '2 × Robe wax (M)',
      total: '12 000 FCFA',
      link: 'https://boutiko.app/chez-awa/orders/tok',
    })
    expect(text).toBe(
      'Bonjour Awa, votre commande C-1042 : 2 × Robe wax (M), total 12 000 FCFA.\nSuivre votre commande : https://boutiko.app/chez-awa/orders/tok',
    )
  })
})

describe("a shop's calling code", () => {
  it("is its own number's code, else Burkina Faso's", () => {
    expect(shopCallingCode('22670112233')).toBe('226')
    expect(shopCallingCode('2250701020304')).toBe('225')
    expect(shopCallingCode('12')).toBe('226')
  })
})

describe('migration 0044: phones stored without their country code', () => {
  const fix = readFileSync(
    join(import.meta.dirname, '..', '..', 'migrations', '0044_phones_with_country_code.sql'),
    'utf8',
  )
    .split('--> statement-breakpoint')
    .map((s) => s.replace(/^--.*$/gm, '').trim())
    .filter(Boolean)

  it('prefixes a bare number of its shop country’s length, and leaves any other as it was', () => {
    const db = migratedDatabase()
    db.exec('PRAGMA foreign_keys = OFF')
    const shop = db.prepare(
      "INSERT INTO stores (id, owner_id, name, slug, phone, email) VALUES (?, ?, ?, ?, ?, '')",
    )
    shop.run('sto_bf', 'usr_bf', 'BF', 'bf', '22670112233')
    shop.run('sto_ci', 'usr_ci', 'CI', 'ci', '2250701020304')
    shop.run('sto_fr', 'usr_fr', 'FR', 'fr', '33612345678')
    const enquiry = db.prepare(
      "INSERT INTO enquiries (id, store_id, full_name, email, phone, message, created_at) VALUES (?, ?, 'A', 'a@b.c', ?, 'm', 0)",
    )
    const rows: [string, string, string, string][] = [
      ['e1', 'sto_bf', '70556677', '22670556677'],
      ['e2', 'sto_bf', '22670556677', '22670556677'],
      ['e3', 'sto_bf', '7055667', '7055667'],
      ['e4', 'sto_ci', '0701020305', '2250701020305'],
      ['e5', 'sto_fr', '612345678', '612345678'],
    ]
    for (const [id, store, phone] of rows) enquiry.run(id, store, phone)
    const customer = db.prepare(
      "INSERT INTO customers (id, store_id, first_name, last_name, phone) VALUES (?, 'sto_bf', 'A', 'B', ?)",
    )
    customer.run('c1', '70556677')
    customer.run('c2', '22670556677')
    customer.run('c3', '71556677')
    for (const statement of fix) db.exec(statement)
    const phones = (table: string) =>
      Object.fromEntries(
        (db.prepare(`SELECT id, phone FROM ${table}`).all() as { id: string; phone: string }[]).map(
          (r) => [r.id, r.phone],
        ),
      )
    expect(phones('enquiries')).toEqual(
      Object.fromEntries(rows.map(([id, , , want]) => [id, want])),
    )
    // c1 would become c2's number: left for the merchant to merge.
    expect(phones('customers')).toEqual({ c1: '70556677', c2: '22670556677', c3: '22671556677' })
  })
})
