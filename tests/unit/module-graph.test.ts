import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * The import graph of the app's own code (type-only imports included: they tie modules
 * together for a reader as much as value imports do), read from the sources as text.
 */
const ROOT = resolve(import.meta.dirname, '../..')
const TREES = ['worker', 'dashboard/src', 'storefront-templates']
const ALIASES: Record<string, string> = {
  '#worker/': 'worker/',
  '#dashboard/': 'dashboard/src/',
  '#themes/': 'storefront-templates/',
}
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

function resolveSpecifier(from: string, spec: string): string | null {
  const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a))
  const base = alias
    ? join(ROOT, ALIASES[alias]!, spec.slice(alias.length))
    : spec.startsWith('.')
      ? resolve(dirname(from), spec)
      : null
  if (!base) return null
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of TREES.flatMap((t) => sourceFiles(join(ROOT, t)))) {
    const text = readFileSync(file, 'utf8')
    const targets = [...text.matchAll(SPECIFIER)]
      .map((m) => resolveSpecifier(file, (m[1] ?? m[2])!))
      .filter((t): t is string => t !== null)
    graph.set(relative(ROOT, file), [...new Set(targets.map((t) => relative(ROOT, t)))])
  }
  return graph
}

/** Groups of modules that import each other, directly or around a loop (Tarjan's SCCs). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (v: string) => {
    index.set(v, next)
    low.set(v, next++)
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!))
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = []
      let w: string
      do {
        w = stack.pop()!
        onStack.delete(w)
        group.push(w)
      } while (w !== v)
      if (group.length > 1 || graph.get(v)?.includes(v)) found.push(group.sort())
    }
  }
  for (const v of graph.keys()) if (!index.has(v)) visit(v)
  return found
}

describe('module graph', () => {
  const graph = importGraph()

  it('reads the whole tree, aliases included', () => {
    expect(graph.size).toBeGreaterThan(500)
    expect(graph.get('worker/storefront/routes.tsx')).toContain('storefront-templates/index.ts')
  })

  it('has no import cycle', () => {
    expect(cycles(graph).map((c) => c.join(' > '))).toEqual([])
  })

  it("keeps the dashboard's shared components and lib free of features", () => {
    const shared = [...graph].filter(([file]) => /^dashboard\/src\/(components|lib)\//.test(file))
    const reaching = shared.flatMap(([file, targets]) =>
      targets.filter((t) => t.startsWith('dashboard/src/features/')).map((t) => `${file} → ${t}`),
    )
    expect(reaching).toEqual([])
  })

  it('keeps services from rendering: no service imports the storefront, the site or a route', () => {
    const services = [...graph].filter(([file]) => file.startsWith('worker/services/'))
    const rendering = services.flatMap(([file, targets]) =>
      targets
        .filter((t) => /^worker\/(storefront|site|routes)\//.test(t))
        .map((t) => `${file} → ${t}`),
    )
    expect(rendering).toEqual([])
  })
})
