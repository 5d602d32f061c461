/**
 * Codemod: the worker's schemas from Zod's classic API (`import * as z from 'zod'`, method
 * chains) to `zod/mini` (functions and `.check(...)`), which the bundler can tree-shake: about
 * 15 KB gzip off the worker bundle (README, bundle budget; docs/decisions/022).
 *
 *   npx tsx scripts/codemods/zod-mini.ts            # worker/ and the tests that use its schemas
 *   npx tsx scripts/codemods/zod-mini.ts <files…>    # only these
 *
 * Idempotent: a file already on 'zod/mini' is skipped, so it can be re-run after a merge brings
 * new classic schemas. It rewrites chains whose root is a `z.*(…)` call or a schema it knows
 * by name (declared with a zod initializer in any file it reads), e.g.
 *   z.string().trim().min(1, m).max(9).optional()
 *     → z.optional(z.string().check(z.trim(), z.minLength(1, m), z.maxLength(9)))
 * and stops with file:line on a method it has no rule for, rather than guess. Run
 * `npx biome check --write` on the files afterwards (it only fixes layout).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parseAst } from 'rolldown/parseAst'

type Node = { type: string; start: number; end: number; [key: string]: unknown }
type Kind = 'string' | 'number' | 'array' | 'object' | 'other'

const ROOT = join(import.meta.dirname, '..', '..')

/** Checks: `x.m(a)` → `x.check(z.fn(a))`; min/max depend on what they bound. */
const CHECKS: Record<string, string | ((kind: Kind) => string)> = {
  trim: 'trim',
  toLowerCase: 'toLowerCase',
  toUpperCase: 'toUpperCase',
  regex: 'regex',
  email: 'email',
  int: 'int',
  length: 'length',
  startsWith: 'startsWith',
  endsWith: 'endsWith',
  refine: 'refine',
  superRefine: 'superRefine',
  min: (kind) => (kind === 'number' ? 'gte' : 'minLength'),
  max: (kind) => (kind === 'number' ? 'lte' : 'maxLength'),
  gte: 'gte',
  lte: 'lte',
  positive: 'positive',
  nonnegative: 'nonnegative',
}
/** Wrappers: `x.m(a)` → `z.fn(x, a)`. */
const WRAPPERS: Record<string, (x: string, args: string[]) => string> = {
  optional: (x) => `z.optional(${x})`,
  nullable: (x) => `z.nullable(${x})`,
  nullish: (x) => `z.nullish(${x})`,
  default: (x, a) => `z._default(${x}, ${a.join(', ')})`,
  catch: (x, a) => `z.catch(${x}, ${a.join(', ')})`,
  array: (x) => `z.array(${x})`,
  or: (x, a) => `z.union([${x}, ${a.join(', ')}])`,
  transform: (x, a) => `z.pipe(${x}, z.transform(${a.join(', ')}))`,
  pipe: (x, a) => `z.pipe(${x}, ${a.join(', ')})`,
  extend: (x, a) => `z.extend(${x}, ${a.join(', ')})`,
  pick: (x, a) => `z.pick(${x}, ${a.join(', ')})`,
  omit: (x, a) => `z.omit(${x}, ${a.join(', ')})`,
  partial: (x, a) => `z.partial(${[x, ...a].join(', ')})`,
  keyof: (x) => `z.keyof(${x})`,
}
/** Methods zod/mini schemas keep: the chain ends there and the call stays as written. */
const KEPT = new Set([
  ...['safeParse', 'parse', 'safeParseAsync', 'parseAsync', 'options', 'shape', 'check', 'with'],
])
const MINI_WRAPPERS = new Set(['optional', 'nullable', 'nullish', '_default', 'catch'])
/** `z.<fn>` calls whose classic form has no mini twin. */
const ROOT_REWRITES: Record<string, (args: string[], lead: string) => string> = {
  preprocess: ([fn, schema], lead) => `z.pipe(${lead}z.transform(${fn}), ${schema})`,
}
const ROOT_KINDS: Record<string, Kind> = {
  string: 'string',
  email: 'string',
  number: 'number',
  array: 'array',
  object: 'object',
  strictObject: 'object',
  looseObject: 'object',
}
/** Type-level names that moved: classic re-exports them, mini only from `z.core`. */
const TYPE_RENAMES: [RegExp, string][] = [
  [/\bz\.RefinementCtx\b/g, 'z.core.$RefinementCtx'],
  [/\bz\.ZodError\b/g, 'z.core.$ZodError'],
  [/\bz\.ZodType\b/g, 'z.ZodMiniType'],
  [
    /import type \{ ZodType \} from 'zod\/mini'/g,
    "import type { ZodMiniType as ZodType } from 'zod/mini'",
  ],
]

const isNode = (v: unknown): v is Node =>
  typeof v === 'object' && v !== null && typeof (v as Node).type === 'string' && 'start' in v

function children(node: Node): Node[] {
  const out: Node[] = []
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue
    if (Array.isArray(value)) out.push(...value.filter(isNode))
    else if (isNode(value)) out.push(value)
  }
  return out.sort((a, b) => a.start - b.start)
}

const member = (n: Node) => (n.type === 'MemberExpression' && !n.computed ? n : null)
const nameOf = (n: Node | undefined) => (n?.type === 'Identifier' ? (n.name as string) : null)
const unwrapParens = (n: Node): Node =>
  n.type === 'ParenthesizedExpression' ? unwrapParens(n.expression as Node) : n

/** Names a function being rewritten declares (parameters, locals): there they are no schema. */
const shadows: Set<string>[] = []

function declaredIn(fn: Node): Set<string> {
  const names = new Set<string>()
  const collect = (n: Node, top: boolean) => {
    if (n.type === 'Identifier' && top) names.add(n.name as string)
    if (n.type === 'VariableDeclarator') collectPattern(n.id as Node)
    for (const c of children(n)) collect(c, false)
  }
  const collectPattern = (p: Node) => {
    if (p.type === 'Identifier') names.add(p.name as string)
    else for (const c of children(p)) if (c.type !== 'TSTypeAnnotation') collectPattern(c)
  }
  for (const p of (fn.params as Node[]) ?? []) collectPattern(p)
  if (isNode(fn.body)) collect(fn.body, false)
  return names
}

/** Schemas and schema-returning helpers by name, with what their values are. */
const known = new Map<string, Kind>()

/** `z.x(…)`, `z.coerce.x(…)`: the zod function called, or null. */
function zRoot(call: Node): string | null {
  if (call.type !== 'CallExpression') return null
  const m = member(call.callee as Node)
  if (!m) return null
  const obj = m.object as Node
  if (nameOf(obj) === 'z') return nameOf(m.property as Node)
  const inner = member(obj)
  if (inner && nameOf(inner.object as Node) === 'z' && nameOf(inner.property as Node) === 'coerce')
    return nameOf(m.property as Node)
  return null
}

/** The kind of a schema expression, or null when it is not one we know. */
function kindOf(n: Node): Kind | null {
  n = unwrapParens(n)
  const root = zRoot(n)
  // Already mini (a file rewritten before): the kind of the wrapped schema.
  if (root && MINI_WRAPPERS.has(root)) return kindOf((n.arguments as Node[])[0]!)
  if (root) return ROOT_KINDS[root] ?? 'other'
  const name = nameOf(n) ?? (n.type === 'CallExpression' ? nameOf(n.callee as Node) : null)
  if (name && known.has(name) && !shadows.some((names) => names.has(name))) return known.get(name)!
  if (n.type === 'CallExpression') {
    const m = member(n.callee as Node)
    const method = m && nameOf(m.property as Node)
    if (m && (method === 'check' || method === 'with')) return kindOf(m.object as Node)
    if (m && method && !KEPT.has(method)) {
      const inner = kindOf(m.object as Node)
      if (inner === null) return null
      if (method === 'array') return 'array'
      if (method in WRAPPERS || method in CHECKS) return method === 'or' ? 'other' : inner
    }
  }
  return null
}

function learn(program: Node) {
  const visit = (n: Node) => {
    if (n.type === 'VariableDeclarator' && n.init && nameOf(n.id as Node)) {
      let init = unwrapParens(n.init as Node)
      if (init.type === 'ArrowFunctionExpression' && isNode(init.body))
        init = unwrapParens(init.body)
      const kind = kindOf(init)
      if (kind) known.set(nameOf(n.id as Node)!, kind)
    }
    for (const c of children(n)) visit(c)
  }
  visit(program)
}

class Rewriter {
  constructor(
    private src: string,
    private file: string,
  ) {}

  private where(n: Node) {
    return `${this.file}:${this.src.slice(0, n.start).split('\n').length}`
  }

  emit(n: Node): string {
    const isFunction = /Function(Expression|Declaration)$/.test(n.type)
    if (isFunction) shadows.push(declaredIn(n))
    try {
      return this.chain(n) ?? this.generic(n)
    } finally {
      if (isFunction) shadows.pop()
    }
  }

  private generic(n: Node): string {
    let out = ''
    let at = n.start
    for (const c of children(n)) {
      if (c.start < at) continue
      out += this.src.slice(at, c.start) + this.emit(c)
      at = c.end
    }
    return out + this.src.slice(at, n.end)
  }

  /** A zod method chain rewritten, or null when `n` is not one. */
  private chain(n: Node): string | null {
    if (n.type !== 'CallExpression') return null
    const root = zRoot(n)
    if (root && ROOT_REWRITES[root]) {
      const args = n.arguments as Node[]
      // Comments before the first argument stay where they were.
      const lead = args[0]
        ? this.src.slice(this.src.indexOf('(', (n.callee as Node).end) + 1, args[0].start)
        : ''
      return ROOT_REWRITES[root](
        args.map((a) => this.emit(a)),
        lead,
      )
    }
    const m = member(n.callee as Node)
    const method = m && nameOf(m.property as Node)
    if (!m || !method || root || KEPT.has(method)) return null
    const receiver = m.object as Node
    const kind = kindOf(receiver)
    if (kind === null) return null
    const x = this.emit(receiver)
    const args = (n.arguments as Node[]).map((a) => this.emit(a))
    const check = CHECKS[method]
    if (check) {
      const fn = typeof check === 'string' ? check : check(kind)
      const call = `z.${fn}(${args.join(', ')})`
      // Consecutive checks share one .check(…).
      return x.endsWith(')') && /\.check\([\s\S]*\)$/.test(x) && this.lastCallIsCheck(x)
        ? `${x.slice(0, -1)}, ${call})`
        : `${x}.check(${call})`
    }
    const wrap = WRAPPERS[method]
    if (wrap) return wrap(x, args)
    // A plain value that shares a schema's name (a parameter `meters` beside the schema `meters`).
    if (unwrapParens(receiver).type === 'Identifier') return null
    throw new Error(`${this.where(n)}: no zod/mini rule for .${method}(); rewrite it by hand`)
  }

  /** Whether `text` ends with a `.check(…)` call (and not a call nested inside its last argument). */
  private lastCallIsCheck(text: string) {
    let depth = 0
    for (let i = text.length - 1; i >= 0; i--) {
      const ch = text[i]
      if (ch === ')' || ch === ']' || ch === '}') depth++
      else if (ch === '(' || ch === '[' || ch === '{') {
        depth--
        if (depth === 0) return text.slice(0, i).endsWith('.check')
      }
    }
    return false
  }
}

function rewrite(file: string, src: string): string {
  const program = parseAst(src, { lang: file.endsWith('x') ? 'tsx' : 'ts' }) as unknown as Node
  let out = new Rewriter(src, relative(ROOT, file)).emit(program)
  out = out.replace(/from 'zod'(\s*$)/m, "from 'zod/mini'$1")
  out = out.replace(/(import (?:type )?(?:\* as z|\{[^}]*\}) from )'zod'/g, "$1'zod/mini'")
  for (const [from, to] of TYPE_RENAMES) out = out.replace(from, to)
  return out
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

const importsClassicZod = (src: string) => /from 'zod'/.test(src)
const all = sourceFiles(join(ROOT, 'worker'))
// Tests that type or walk the worker's schemas follow them; the dashboard keeps classic Zod for
// its own forms (both share zod's core, which is what its resolver and helpers are typed on).
const TEST_DIRS = ['tests/helpers', 'tests/unit', 'tests/worker'].map((d) => join(ROOT, d))
const targets =
  process.argv.length > 2
    ? process.argv.slice(2).map((f) => join(ROOT, f))
    : [...all, ...TEST_DIRS.flatMap(sourceFiles)]
const texts = new Map(all.map((f) => [f, readFileSync(f, 'utf8')]))
// Learn schema names until nothing new appears: a schema may be built from another file's.
for (let size = -1; size !== known.size; ) {
  size = known.size
  for (const [file, src] of texts)
    if (/from 'zod(\/mini)?'/.test(src) || file.includes('schemas'))
      learn(parseAst(src, { lang: file.endsWith('x') ? 'tsx' : 'ts' }) as unknown as Node)
}
let changed = 0
for (const file of targets) {
  const src = texts.get(file) ?? readFileSync(file, 'utf8')
  if (!importsClassicZod(src)) continue
  const out = rewrite(file, src)
  if (out !== src) {
    writeFileSync(file, out)
    changed++
    console.log(`rewrote ${relative(ROOT, file)}`)
  }
}
console.log(`${changed} file(s) rewritten`)
