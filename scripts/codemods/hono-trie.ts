/**
 * Codemod: every `import { Hono } from 'hono'` under worker/ and storefront-templates/ becomes
 * an import of worker/lib/hono.ts, Hono on its TrieRouter only: ~2 KB gzip off the worker
 * bundle (docs/decisions/023). Idempotent: re-run it after a merge brings new route files.
 *
 *   npx tsx scripts/codemods/hono-trie.ts
 *
 * It stops with the file on any other value import from 'hono' that names Hono, rather than
 * guess (type-only imports of 'hono' are left alone: they add no code).
 * Then `npx biome check --write worker storefront-templates` (it only re-sorts the imports).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

const ROOT = join(import.meta.dirname, '..', '..')
const PRESET = join(ROOT, 'worker', 'lib', 'hono.ts')
const PLAIN = /^import \{ Hono \} from 'hono'$/m
const OTHER = /^import \{[^}]*\bHono\b[^}]*\} from 'hono'$/m

const files = ['worker', 'storefront-templates'].flatMap((dir) =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => join(ROOT, dir, f)),
)

let changed = 0
for (const file of files) {
  if (file === PRESET) continue
  const text = readFileSync(file, 'utf8')
  if (!PLAIN.test(text)) {
    const other = OTHER.exec(text)
    if (other && !other[0].startsWith('import type'))
      throw new Error(`${relative(ROOT, file)}: no rule for "${other[0]}"`)
    continue
  }
  let path = relative(dirname(file), PRESET).replace(/\.ts$/, '')
  if (!path.startsWith('.')) path = `./${path}`
  writeFileSync(file, text.replace(PLAIN, `import { Hono } from '${path}'`))
  changed++
}
console.log(`hono-trie: ${changed} file(s) rewritten`)
