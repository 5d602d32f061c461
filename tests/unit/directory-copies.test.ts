import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parseAst } from 'rolldown/parseAst'
import { describe, expect, it } from 'vitest'

/*
 * The directory keeps copies of a shop's row and of its products (ADR 036: `stores`,
 * `product_feed`); they follow the shop's database only if every write of those rows there goes
 * through the one after-write step, `writeShop` (worker/services/shops/directory-copies.ts).
 * This reads the worker's source: a write of `stores` or `products` on a shop's database (any
 * handle but the directory's) must sit inside a `writeShop(…)` call, or in a function listed
 * below with the reason it moves no copied column.
 */
const ROOT = join(import.meta.dirname, '../..')
const WORKER = join(ROOT, 'worker')

/** Writes that move no column the directory copies, by the function holding them. */
const MOVES_NO_COPY: Record<string, string> = {
  'services/stores.ts#createStore':
    'writes the new row into both databases itself, its routing row last',
  'services/stores.ts#dropUnroutedShop': 'a row no routing row points at: nothing to copy to',
  'services/shops/housekeeping.ts#sweepUnroutedShops':
    'rows no routing row points at: nothing to copy to',
  'services/stores.ts#bumpStoreVersion':
    "the edge-cache key, the shop database's own; its date reaches the directory with the next copy",
  'services/orders/placement.ts#stockStatements': 'stock only: no copied column',
  'services/orders/status.ts#restockWrites': 'stock only: no copied column',
  'services/variants.ts#syncStockFromVariants': 'stock only: no copied column',
  'services/reviews.ts#counterWrites':
    "a review's counters, built only inside the writeShop calls of submitReview and hideReview",
}
/** Where the copies themselves are written. */
const THE_STEP = ['db/shop-copies.ts', 'services/shops/directory-copies.ts']
const COPIED_TABLES = new Set(['stores', 'products'])
const WRITES = new Set(['insert', 'update', 'delete'])

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.tsx?$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  )
}

/** An ESTree node as rolldown's parser gives it (offsets into the source). */
type Node = { type: string; start: number; end: number; [key: string]: unknown }
const isNode = (v: unknown): v is Node =>
  typeof v === 'object' && v !== null && typeof (v as Node).type === 'string' && 'start' in v
const children = (n: Node): Node[] =>
  Object.values(n).flatMap((v) => (Array.isArray(v) ? v.filter(isNode) : isNode(v) ? [v] : []))
const nameOf = (n: unknown) =>
  isNode(n) && n.type === 'Identifier' ? (n.name as string) : undefined

/** The name of the function holding a node: a declaration, or an arrow bound to a const. */
function enclosingName(path: readonly Node[]): string | undefined {
  for (let i = path.length - 1; i >= 0; i--) {
    const n = path[i]!
    if (n.type === 'FunctionDeclaration') return nameOf(n.id)
    if (n.type === 'VariableDeclarator' && isNode(n.init) && /Function/.test(n.init.type))
      return nameOf(n.id)
  }
  return undefined
}

const insideWriteShop = (path: readonly Node[]) =>
  path.some((n) => n.type === 'CallExpression' && nameOf(n.callee) === 'writeShop')

/** Each write of a copied table on a shop's database: `file#function` and whether it is covered. */
function shopWrites() {
  const found: { at: string; where: string; covered: boolean }[] = []
  for (const file of sources(WORKER)) {
    const path = relative(WORKER, file)
    if (THE_STEP.includes(path)) continue
    const src = readFileSync(file, 'utf8')
    const program = parseAst(src, { lang: file.endsWith('x') ? 'tsx' : 'ts' }) as unknown as Node
    const visit = (node: Node, above: Node[]) => {
      if (node.type === 'CallExpression') {
        const callee = node.callee as Node
        const args = node.arguments as Node[]
        const copied = (n: Node | undefined) => COPIED_TABLES.has(nameOf(n) ?? '')
        // `db.insert(products)`, `ctx.db.update(stores)`…, and `insertWhere(db, products, …)`.
        const property = callee.type === 'MemberExpression' ? nameOf(callee.property) : undefined
        const handle =
          property && WRITES.has(property) && copied(args[0])
            ? src.slice((callee.object as Node).start, (callee.object as Node).end)
            : null
        const guarded = nameOf(callee) === 'insertWhere' && copied(args[1])
        if ((handle !== null && !/directory/i.test(handle)) || guarded) {
          const line = src.slice(0, node.start).split('\n').length
          found.push({
            at: `${path}:${line}`,
            where: `${path}#${enclosingName(above) ?? '?'}`,
            covered: insideWriteShop(above),
          })
        }
      }
      for (const child of children(node)) visit(child, [...above, node])
    }
    visit(program, [])
  }
  return found
}

describe("the directory's copies of a shop's rows", () => {
  const writes = shopWrites()

  it('follow every write of a shop row or product: each goes through writeShop', () => {
    const uncovered = writes
      .filter((w) => !w.covered && !(w.where in MOVES_NO_COPY))
      .map((w) => `${w.at} (${w.where})`)
    expect(uncovered).toEqual([])
  })

  it('finds the writes it checks (the services saving shop rows and products)', () => {
    const covered = new Set(writes.filter((w) => w.covered).map((w) => w.where))
    for (const where of [
      'services/store-settings.ts#updateStoreProfile',
      'services/store-settings.ts#updateStoreLogo',
      'services/products.ts#createProduct',
      'services/products.ts#updateProduct',
      'services/products.ts#deleteProduct',
      'services/admin/products.ts#moderateProduct',
      'services/payments/accounts.ts#updatePaymentSettings',
      'services/store-settings.ts#updatePersonalization',
      'services/shops/contacts.ts#verifyContactCode',
    ])
      expect(covered).toContain(where)
  })

  it('lists no exception that no longer writes', () => {
    const seen = new Set(writes.map((w) => w.where))
    expect(Object.keys(MOVES_NO_COPY).filter((where) => !seen.has(where))).toEqual([])
  })
})
