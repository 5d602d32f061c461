/**
 * Codemod: moves TypeScript modules and rewrites every import of them, and every import inside
 * them, across the repository (worker/, dashboard/, storefront-templates/, scripts/, tests/).
 *
 *   npx tsx scripts/codemods/move-modules.ts worker/services/order-status.ts worker/services/orders/status.ts […]
 *   npx tsx scripts/codemods/move-modules.ts --plan moves.txt      # one "old new" pair a line
 *
 * A specifier keeps its style: relative stays relative (with or without its `.ts`), `#worker/…`
 * stays on the alias. It moves with `git mv`, so history follows. Then run
 * `npx biome check --write .` (import order) and the typechecks.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const ROOT = join(import.meta.dirname, '..', '..')
const DIRS = ['worker', 'dashboard', 'storefront-templates', 'scripts', 'tests']
/** package.json "imports": alias prefix → folder. */
const ALIASES: [string, string][] = [
  ['#worker/', 'worker/'],
  ['#dashboard/', 'dashboard/src/'],
  ['#themes/', 'storefront-templates/'],
  ['#tests/', 'tests/'],
]
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)(['"])([^'"]+)\2/g

function pairs(): [string, string][] {
  const args = process.argv.slice(2)
  if (args[0] === '--plan') {
    return readFileSync(args[1]!, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(/\s+/) as [string, string])
  }
  const out: [string, string][] = []
  for (let i = 0; i < args.length; i += 2) out.push([args[i]!, args[i + 1]!])
  return out
}

const moves = new Map(pairs().map(([from, to]) => [resolve(ROOT, from), resolve(ROOT, to)]))
for (const [from, to] of moves) {
  if (!existsSync(from)) throw new Error(`missing: ${relative(ROOT, from)}`)
  if (existsSync(to)) throw new Error(`already there: ${relative(ROOT, to)}`)
}

const files = DIRS.flatMap((dir) =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx|mts)$/.test(f) && !/(^|\/)(node_modules|dist|\.build)\//.test(f))
    .map((f) => join(ROOT, dir, f)),
)

/** The file a specifier names, or null for a package or something not found. */
function target(from: string, spec: string): string | null {
  let base: string | null = null
  if (spec.startsWith('.')) base = resolve(dirname(from), spec)
  for (const [alias, folder] of ALIASES)
    if (spec.startsWith(alias)) base = join(ROOT, folder, spec.slice(alias.length))
  if (!base) return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  return null
}

/** The specifier for `to` written from `from`, in the style of `old`. */
function written(from: string, to: string, old: string, oldTarget: string): string {
  const keepsExtension = oldTarget.endsWith(old.replace(/^.*\//, '')) && /\.tsx?$/.test(old)
  // Relative to the file itself, then the extension dropped: `../orders`, never `./` when a
  // folder and a module share a name.
  const spelled = (path: string) => (keepsExtension ? path : path.replace(/\.tsx?$/, ''))
  for (const [alias, folder] of ALIASES)
    if (old.startsWith(alias)) return alias + spelled(relative(join(ROOT, folder), to))
  const rel = spelled(relative(dirname(from), to))
  return rel.startsWith('.') ? rel : `./${rel}`
}

let changed = 0
for (const file of files) {
  const text = readFileSync(file, 'utf8')
  const newHome = moves.get(file) ?? file
  const next = text.replace(SPECIFIER, (whole, lead: string, quote: string, spec: string) => {
    const old = target(file, spec)
    if (!old) return whole
    const now = moves.get(old) ?? old
    if (now === old && newHome === file) return whole
    const spelled = written(newHome, now, spec, old)
    return spelled === spec ? whole : `${lead}${quote}${spelled}${quote}`
  })
  if (next !== text) {
    writeFileSync(file, next)
    changed++
  }
}
for (const [from, to] of moves) {
  mkdirSync(dirname(to), { recursive: true })
  execFileSync('git', ['mv', from, to], { cwd: ROOT })
}
console.log(`${moves.size} modules moved, ${changed} files rewritten`)
